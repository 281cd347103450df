import { RateLimitedError } from '../errors';
import { RATE_LIMITS } from '../rate-limits';
import { countInWindow } from './rate-limit.repository';

/**
 * The per-organization mutation limit (rate-limits.ts): a fixed window, counted in DynamoDB so
 * every function of the organization shares it, in AWS and locally alike.
 */
export const takeOrganizationMutation = async (
  organizationId: string,
  now = Date.now(),
): Promise<void> => {
  const { limit, windowSeconds } = RATE_LIMITS.mutationsPerOrganization;
  const nowSeconds = Math.floor(now / 1000);
  const windowStart = nowSeconds - (nowSeconds % windowSeconds);
  if (!(await countInWindow(organizationId, windowStart, windowSeconds, limit))) {
    throw new RateLimitedError(
      Math.max(1, windowStart + windowSeconds - nowSeconds),
      'Your organization is making too many changes at once. Please wait a moment and try again.',
    );
  }
};

/** One email of the organization's per-minute allowance (rate-limits.ts), or a 429. */
export const takeOrganizationEmail = async (
  organizationId: string,
  now = Date.now(),
): Promise<void> => {
  const { limit, windowSeconds } = RATE_LIMITS.emailsPerOrganization;
  const nowSeconds = Math.floor(now / 1000);
  const windowStart = nowSeconds - (nowSeconds % windowSeconds);
  if (!(await countInWindow(organizationId, windowStart, windowSeconds, limit, 'EMAIL'))) {
    throw new RateLimitedError(
      Math.max(1, windowStart + windowSeconds - nowSeconds),
      `Your organization has sent ${limit} emails this minute. Please wait a moment and send again.`,
    );
  }
};
