import { planById } from '@salesflow/shared/plans/plans';
import { logger } from '../../platform/logger';
import { erasureStartWrites } from '../organization-erasure/erasure.service';
import { planStateWrite } from '../organizations/organizations.service';
import { dueSubscriptions, findSubscription, subscriptionWrite } from './billing.repository';
import { commitCounted } from './counted-commit';
import { memberCeiling } from './plan-change-rules';
import { settledBlock, settledState } from './subscription-lifecycle-rules';

class MovedOn extends Error {}

/**
 * What section 4 says happens with time, for subscriptions with a date due (hourly):
 * - past due for 7 days (Razorpay still retrying): suspended until paid; read-only;
 * - cancelled, at the end of the paid period: closed; read-only, data exportable for 30 days;
 * - closed for 30 days: its data erased (the organization-erasure queue), the account kept.
 * A subscription that an event moved meanwhile is left as the event left it.
 */
export const settleDueSubscriptions = async (now = new Date()): Promise<number> => {
  let settled = 0;
  for (const organizationId of await dueSubscriptions(now)) {
    const current = await findSubscription(organizationId);
    if (!current) continue;
    const next = settledState(current, now);
    if (!next) continue;
    const limits = planById(current.planId);
    const erasure = next.erasureStartedAt
      ? erasureStartWrites(organizationId, next.erasureStartedAt)
      : null;
    try {
      await commitCounted(organizationId, [
        subscriptionWrite(organizationId, next, {
          version: current.version,
          revision: current.revision,
          error: () => new MovedOn(),
        }),
        ...(erasure
          ? erasure.writes
          : [
              planStateWrite(
                organizationId,
                {
                  maxMembers: memberCeiling(limits),
                  trialEndsAt: null,
                  block: settledBlock(next),
                },
                now.toISOString(),
              ),
            ]),
      ]);
      await erasure?.afterCommit();
      settled += 1;
      logger.info('subscription settled', {
        organizationId,
        status: next.status,
        erasing: Boolean(erasure),
      });
    } catch (error) {
      if (!(error instanceof MovedOn)) throw error;
    }
  }
  return settled;
};
