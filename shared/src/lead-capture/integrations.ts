import type { LeadField } from './integration-settings.schema';
import type { WebhookSource } from './lead-sources';

/** GET /api/integrations/webhook-urls (document 2, section 7), plus the key's ceiling. */
export interface WebhookUrlsAnswer {
  success: true;
  webhookUrls: Record<WebhookSource, string>;
  /** When the last lead arrived through any webhook; null: never. */
  lastUpdated: string | null;
  leadsPerMinute: number;
  /** Whether the caller may rotate the key and change the mapping and ceiling (admin and up). */
  canManage: boolean;
}

/** POST /api/integrations/webhook-key/rotate: the new URLs, and when the old ones stop. */
export interface RotatedKeyAnswer extends WebhookUrlsAnswer {
  /** The old key is refused everywhere within this many seconds (at once on most requests). */
  oldKeyStopsWithinSeconds: number;
}

/** One delivery as the integrations page lists it. */
export interface WebhookDelivery {
  id: string;
  source: WebhookSource;
  receivedAt: string;
  /** `held`: no room on the plan; kept as a held lead until there is. */
  status: 'created' | 'updated' | 'duplicate' | 'held' | 'refused';
  httpStatus: number;
  contactId: string | null;
  error: string | null;
}

export interface FieldMappingAnswer {
  source: WebhookSource;
  /** A sender's field → a lead field, or a contact custom field (`cf.<key>`). */
  mapping: Record<string, LeadField | `cf.${string}`>;
}
