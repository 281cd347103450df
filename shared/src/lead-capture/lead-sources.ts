/**
 * The five lead webhooks (document 2, section 7: POST /api/webhooks/leads/{source}), in the order
 * the integrations page shows them. Kept apart from the schemas so the page's shell imports no zod.
 */
export const WEBHOOK_SOURCES = ['wordpress', 'elementor', 'zapier', 'email', 'generic'] as const;
export type WebhookSource = (typeof WEBHOOK_SOURCES)[number];

export const isWebhookSource = (value: string): value is WebhookSource =>
  (WEBHOOK_SOURCES as readonly string[]).includes(value);

/** The path of a source's webhook; the organization's key travels as `?key=`. */
export const webhookPath = (source: WebhookSource) => `/api/webhooks/leads/${source}`;

/** A body larger than this answers 413: a form's lead is a few KB, an email with a signature more. */
export const MAX_WEBHOOK_BODY_BYTES = 256 * 1024;

/** A delivery refused as not valid keeps its raw body this long, so nothing a lead typed is lost. */
export const REFUSED_DELIVERY_DAYS = 30;

/** The deliveries the integrations page lists per source. */
export const DELIVERIES_SHOWN = 20;

/** Leads per key and minute, unless the organization sets its own ceiling. */
export const DEFAULT_LEADS_PER_MINUTE = 60_000;

/**
 * How long a webhook's server may keep trusting a key it found (it remembers it, so a burst reads
 * it once): after a rotation the old key is refused within this many seconds at most.
 */
export const WEBHOOK_KEY_TRUST_SECONDS = 30;
export const MAX_LEADS_PER_MINUTE = 600_000;

/** Each source as the integrations page names it (its card titles, document 2). */
export const WEBHOOK_SOURCE_LABELS: Record<WebhookSource, string> = {
  wordpress: 'WordPress Forms',
  elementor: 'Elementor Pro',
  zapier: 'Zapier',
  email: 'Email Parsing',
  generic: 'Custom Integration',
};
