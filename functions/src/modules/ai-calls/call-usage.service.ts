import { billingPeriodStart } from '@salesflow/shared/ai-calls/billing-period';
import type { Write } from '../../platform/data/unit-of-work';
import { billingAnchors, userBillingAnchor } from '../auth/billing-anchors.service';
import {
  callUsageWrites,
  readOrganizationCallUsage,
  readUserCallUsage,
} from './ai-calls.repository';

/**
 * AI calls used this billing month, by the user and by the organization: a call counts once, in
 * the transaction that completes it (a call completes once), in the period it completed in.
 */
export const callUsageWritesFor = async (
  auth: { organizationId: string; userId: string; timezone: string },
  at: Date,
): Promise<Write[]> => {
  const anchors = await billingAnchors(auth.userId, auth.organizationId);
  return callUsageWrites(
    auth.organizationId,
    auth.userId,
    billingPeriodStart(anchors.user, at, auth.timezone),
    billingPeriodStart(anchors.organization, at, auth.timezone),
  );
};

/**
 * The user's AI calls in their current billing period (the current-user answer's aiCallsUsed);
 * `anchor` is their billing anchor when the caller has read it already.
 */
export const aiCallsUsedThisPeriod = async (
  userId: string,
  timezone: string,
  anchor?: string,
): Promise<number> =>
  readUserCallUsage(
    userId,
    billingPeriodStart(anchor ?? (await userBillingAnchor(userId)), new Date(), timezone),
  );

/** The organization's AI calls in its current billing period. */
export const organizationCallsThisPeriod = async (
  organizationId: string,
  userId: string,
  timezone: string,
): Promise<number> => {
  const anchors = await billingAnchors(userId, organizationId);
  return readOrganizationCallUsage(
    organizationId,
    billingPeriodStart(anchors.organization, new Date(), timezone),
  );
};
