/**
 * Anti-automation limits, declared once. In AWS the per-client limits are a WAF rate-based rule
 * on CloudFront (keyed on the client IP) and the stage limits are API Gateway throttling; the
 * local gateway enforces the same numbers itself. The per-organization limit is kept by the API
 * (a counter per organization and window), so it is the same code in both places.
 * A refused request answers 429 with `Retry-After` (seconds).
 */
export interface WindowLimit {
  /** Requests allowed in one window. */
  limit: number;
  /** WAF evaluates over 60, 120, 300 or 600 seconds; the local gateway uses the same window. */
  windowSeconds: 60 | 120 | 300 | 600;
}

export const RATE_LIMITS = {
  /** GET /api/login and /api/callback, per client IP: starting and finishing a sign-in. */
  signInPerClient: { limit: 20, windowSeconds: 60 },
  /** POST, PUT, PATCH and DELETE under /api/, per client IP (an office behind one NAT included). */
  mutationsPerClient: { limit: 600, windowSeconds: 60 },
  /** Mutations per organization, whoever sends them. */
  mutationsPerOrganization: { limit: 1200, windowSeconds: 60 },
  /** Emails sent from the contact list per organization (SES's reputation is the product's). */
  emailsPerOrganization: { limit: 60, windowSeconds: 60 },
} as const satisfies Record<string, WindowLimit>;

/** API Gateway stage throttling: steady requests per second and burst, across all clients. */
export const STAGE_THROTTLE = { rateLimit: 500, burstLimit: 1000 } as const;

/** Paths whose GET counts as a sign-in step. */
export const SIGN_IN_PATHS = ['/api/login', '/api/callback'] as const;

/** Methods that count as mutations when the path is under `API_PATH_PREFIX`. */
export const MUTATION_METHODS = ['POST', 'PUT', 'PATCH', 'DELETE'] as const;

/** Where the API lives behind CloudFront (the `/api/*` behaviour). */
export const API_PATH_PREFIX = '/api/';

/**
 * Lead webhooks are posted by form tools' servers (Zapier, a WordPress host): a few addresses
 * carry every lead of many organizations, so they are limited per organization key
 * (modules/lead-webhooks), not per client address.
 */
export const WEBHOOK_PATH_PREFIX = '/api/webhooks/';
