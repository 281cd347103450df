import { dataErasureDate, type EffectivePlan } from '@salesflow/shared/plans/plans';
import type { SubscriptionStatus } from '@salesflow/shared/plans/subscription.schema';
import type { AccessBlock } from '../organizations/organizations.service';
import type { SubscriptionRecord } from './billing.repository';

/**
 * What happens to a subscription with time, and how its state reads, decided without the table.
 */

/** When an ended subscription's data is erased (30 days after it closed), or null. */
export const erasureDate = (paid: SubscriptionRecord | null): string | null =>
  paid?.status === 'cancelled' && paid.closedAt ? dataErasureDate(paid.closedAt) : null;

/**
 * The next step section 4 says is due at `now`, or null when none is:
 * - past due for 7 days (Razorpay still retrying): suspended until paid; read-only;
 * - cancelled, at the end of the paid period: closed; read-only, data exportable for 30 days;
 * - closed for 30 days: its data erased (the organization-erasure queue), the account kept.
 */
export const settledState = (current: SubscriptionRecord, now: Date): SubscriptionRecord | null => {
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

/** The access a settled subscription leaves: read-only, suspended until paid or closed. */
export const settledBlock = (settled: Pick<SubscriptionRecord, 'status'>): AccessBlock =>
  settled.status === 'suspended' ? 'suspended' : 'closed';

/** A trial is trialing or expired; a paid plan is what its subscription says (active by hand). */
export const usageStatusOf = (
  plan: Pick<EffectivePlan, 'id' | 'expired'>,
  paid: Pick<SubscriptionRecord, 'status'> | null,
): SubscriptionStatus => {
  if (plan.id === 'trial') return plan.expired ? 'trial_expired' : 'trialing';
  if (!paid || paid.status === 'awaiting_payment') return 'active';
  return paid.status;
};
