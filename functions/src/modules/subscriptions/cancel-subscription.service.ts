import { centsToDecimal } from '@salesflow/shared/money/money';
import { planById } from '@salesflow/shared/plans/plans';
import type { UpgradeAnswer } from '@salesflow/shared/plans/subscription.schema';
import type { AuthContext } from '../../platform/auth/session';
import { commit, type Write } from '../../platform/data/unit-of-work';
import { ConflictError } from '../../platform/errors';
import { razorpayKeys, razorpayRequest } from '../../platform/payments/razorpay-client';
import { planStateWrite } from '../organizations/organizations.service';
import {
  findSubscription,
  paymentsOf,
  type SubscriptionRecord,
  subscriptionChangeWrite,
} from './billing.repository';
import { refused } from './checkout.service';
import { commitCounted } from './counted-commit';
import { billingDay, memberCeiling, runningSubscription } from './plan-change-rules';
import { refundRefusal, refundsDue } from './refund-rules';

class SubscriptionChangedError extends ConflictError {}

const changedMeanwhile = () =>
  new SubscriptionChangedError(
    'Your subscription changed meanwhile. Reload the page and try again.',
  );

/** Fresh reads of the subscription a decided change is written on, at most. */
const WRITE_ATTEMPTS = 5;

/**
 * Records what the owner decided once Razorpay has done it. Razorpay's own event about the same
 * change can land between the read and this write (its webhook races the answer to our call), so
 * a write refused for a change meanwhile is made again on a fresh read instead of failing an
 * action Razorpay has already carried out. `writes` answers null when the fresh read shows it done.
 */
const recordDecided = async (
  organizationId: string,
  first: SubscriptionRecord,
  writes: (latest: SubscriptionRecord) => Write[] | null,
  save: (writes: Write[]) => Promise<void>,
): Promise<SubscriptionRecord> => {
  let latest = first;
  for (let attempt = 1; ; attempt += 1) {
    const decided = writes(latest);
    if (!decided) return latest;
    try {
      await save(decided);
      return latest;
    } catch (error) {
      if (!(error instanceof SubscriptionChangedError) || attempt >= WRITE_ATTEMPTS) throw error;
    }
    const again = await findSubscription(organizationId);
    if (!again) throw changedMeanwhile();
    latest = again;
  }
};

const runningOf = async (organizationId: string): Promise<SubscriptionRecord> => {
  const current = runningSubscription(await findSubscription(organizationId));
  if (!current) throw new ConflictError('You have no paid subscription to cancel.');
  return current;
};

const keysOrRefuse = () => {
  const keys = razorpayKeys();
  if (!keys) throw new ConflictError('Payments are not configured');
  return keys;
};

/**
 * POST /api/subscription/cancel: the plan stays to the end of the paid period (Razorpay cancels
 * the subscription then); afterwards SalesFlow is read-only and the data can be exported for 30
 * days.
 */
export const cancelSubscription = async (auth: AuthContext): Promise<UpgradeAnswer> => {
  const keys = keysOrRefuse();
  const current = await runningOf(auth.organizationId);
  if (current.cancelAt) {
    throw new ConflictError(`Your subscription already ends on ${billingDay(current.cancelAt)}.`);
  }
  await razorpayRequest(
    keys,
    'POST',
    `/subscriptions/${encodeURIComponent(current.subscriptionId)}/cancel`,
    {
      cancel_at_cycle_end: 1,
    },
  ).catch(refused);
  const fallback = new Date().toISOString();
  const recorded = await recordDecided(
    auth.organizationId,
    current,
    (latest) =>
      latest.cancelAt
        ? null
        : [
            subscriptionChangeWrite(
              auth.organizationId,
              latest,
              { cancelAt: latest.currentEnd ?? fallback },
              changedMeanwhile,
            ),
          ],
    commit,
  );
  const cancelAt = recorded.cancelAt ?? recorded.currentEnd ?? fallback;
  return {
    success: true,
    message: `Your ${planById(current.planId).name} plan stays until ${billingDay(cancelAt)}. Then SalesFlow is read-only, and you can export your data for 30 days.`,
  };
};

/**
 * POST /api/subscription/refund: within 30 days of the first subscription's first payment, every
 * payment of it is refunded in full and it is cancelled at once: SalesFlow is read-only from now,
 * the data exportable for 30 days. A later subscription is not refundable.
 */
export const refundSubscription = async (
  auth: AuthContext,
  now = new Date(),
): Promise<UpgradeAnswer> => {
  const keys = keysOrRefuse();
  const current = await runningOf(auth.organizationId);
  const payments = await paymentsOf(auth.organizationId);
  const refusal = refundRefusal(current, payments, now);
  if (refusal === 'not-first') {
    throw new ConflictError(
      'Refunds are for the first subscription, within 30 days of its first payment. Cancel instead: your plan stays to the end of the period.',
    );
  }
  // The event with the payment comes within seconds.
  if (refusal === 'still-recording') {
    throw new ConflictError('Your payment is still being recorded. Try again in a minute.');
  }
  let total = 0;
  for (const { paymentId, amount } of refundsDue(current, payments)) {
    await razorpayRequest(keys, 'POST', `/payments/${encodeURIComponent(paymentId)}/refund`, {
      amount,
      notes: { reason: '30-day money-back guarantee' },
    }).catch(refused);
    total += amount;
  }
  await razorpayRequest(
    keys,
    'POST',
    `/subscriptions/${encodeURIComponent(current.subscriptionId)}/cancel`,
    {
      cancel_at_cycle_end: 0,
    },
  ).catch(refused);
  const at = now.toISOString();
  const limits = planById(current.planId);
  await recordDecided(
    auth.organizationId,
    current,
    (latest) =>
      latest.refundedAt
        ? null
        : [
            subscriptionChangeWrite(
              auth.organizationId,
              latest,
              { refundedAt: at, status: 'cancelled', accessEndsAt: at, closedAt: at },
              changedMeanwhile,
            ),
            planStateWrite(
              auth.organizationId,
              {
                maxMembers: memberCeiling(limits),
                trialEndsAt: null,
                block: 'closed',
              },
              at,
            ),
          ],
    (writes) => commitCounted(auth.organizationId, writes),
  );
  return {
    success: true,
    message: `Your subscription is cancelled and $${centsToDecimal(total)} is refunded: it reaches you in 5-7 business days (credit card 3-5, debit card 5-7, UPI 1-3, net banking 5-7). You can export your data for 30 days.`,
  };
};
