import { createHash, randomBytes } from 'node:crypto';

/** An organization's webhook key: 32 random bytes, URL-safe, so it can travel as `?key=`. */
export const newWebhookKey = (): string => randomBytes(32).toString('base64url');

/** Keys are looked up by their hash: the lookup item alone does not give a usable key. */
export const hashWebhookKey = (key: string): string =>
  createHash('sha256').update(key).digest('base64url');

/** What "the same delivery" means without an Idempotency-Key: the same bytes. */
export const hashBody = (body: string): string =>
  createHash('sha256').update(body).digest('base64url');
