import { dataErasureDate, planById } from '@salesflow/shared/plans/plans';
import { logger } from '../../platform/logger';
import { erasureStartWrites } from '../organization-erasure/erasure.service';
import { planStateWrite } from '../organizations/organizations.service';
import {
  dueSubscriptions,
  findSubscription,
  type SubscriptionRecord,
  subscriptionWrite,
} from './billing.repository';
import { UNBOUNDED_MEMBERS } from './billing-events.service';
import { commitCounted } from './counted-commit';

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
    const next = nextState(current, now);
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
                  maxMembers: limits.maxUsers ?? UNBOUNDED_MEMBERS,
                  trialEndsAt: null,
                  block: next.status === 'suspended' ? 'suspended' : 'closed',
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

/** When an ended subscription's data is erased (30 days after it closed), or null. */
export const erasureDate = (paid: SubscriptionRecord | null): string | null =>
  paid?.status === 'cancelled' && paid.closedAt ? dataErasureDate(paid.closedAt) : null;

const nextState = (current: SubscriptionRecord, now: Date): SubscriptionRecord | null => {
  const at = now.toISOString();
  if (current.status === 'past_due' && current.graceEndsAt && current.graceEndsAt <= at) {
    return { ...current, status: 'suspended', graceEndsAt: null, updatedAt: at };
  }
  if (
    current.status === 'cancelled' &&
    !current.closedAt &&
    current.accessEndsAt &&
    current.accessEndsAt <= at
  ) {
    return { ...current, closedAt: at, updatedAt: at };
  }
  const erasing = erasureDate(current);
  if (erasing && !current.erasureStartedAt && erasing <= at) {
    return { ...current, erasureStartedAt: at, updatedAt: at };
  }
  return null;
};
