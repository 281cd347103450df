import { billingPeriodStart } from '@salesflow/shared/ai-calls/billing-period';
import { billingAnchors, userBillingAnchor } from '../../directory/billing-anchors.service';
import { readOrganizationCallUsage, readUserCallUsage } from '../ai-calls.repository';

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
