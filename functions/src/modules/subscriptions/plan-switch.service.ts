import { centsToDecimal } from '@salesflow/shared/money/money';
import { type PaidPlanId, planById } from '@salesflow/shared/plans/plans';
import { commit } from '../../platform/data/unit-of-work';
import { ConflictError } from '../../platform/errors';
import { logger } from '../../platform/logger';
import { type RazorpayKeys, razorpayRequest } from '../../platform/payments/razorpay-client';
import { pendingPlanWrite, type SubscriptionRecord } from './billing.repository';
import { refused } from './checkout.service';
import { unusedPeriodCents } from './plan-change-rules';
import type { RazorpaySubscription } from './razorpay-entities';

const changedMeanwhile = () =>
  new ConflictError('Your subscription changed meanwhile. Reload the page and try again.');

/** A smaller plan from the next period (Razorpay makes the change then; we show it meanwhile). */
export const schedulePlan = (
  organizationId: string,
  running: SubscriptionRecord,
  planId: PaidPlanId,
): Promise<void> =>
  commit([pendingPlanWrite(organizationId, running.subscriptionId, planId, changedMeanwhile)]);

/** A UPI or e-mandate subscription, which cannot be changed, ends with its period. */
export const endAtPeriodEnd = async (
  keys: RazorpayKeys,
  organizationId: string,
  running: SubscriptionRecord,
  planId: PaidPlanId,
): Promise<void> => {
  await razorpayRequest(
    keys,
    'POST',
    `/subscriptions/${encodeURIComponent(running.subscriptionId)}/cancel`,
    {
      cancel_at_cycle_end: 1,
    },
  ).catch(refused);
  await schedulePlan(organizationId, running, planId);
};

/**
 * Ends a UPI or e-mandate subscription now, refunding the unused part of the period from its
 * last payment first (the proration a card subscription gets in place). Answers the credit, or
 * null when there was none to give.
 */
export const cancelWithCredit = async (
  keys: RazorpayKeys,
  running: SubscriptionRecord,
  now = new Date(),
): Promise<string | null> => {
  // Ended already (another request replaced it first): nothing is refunded twice.
  const atRazorpay = await razorpayRequest<RazorpaySubscription>(
    keys,
    'GET',
    `/subscriptions/${encodeURIComponent(running.subscriptionId)}`,
  ).catch(refused);
  if (atRazorpay.status !== 'active' && atRazorpay.status !== 'pending') return null;
  const credit = unusedPeriodCents(running, planById(running.planId), now);
  let given: string | null = null;
  if (running.lastPaymentId && credit >= 100) {
    await razorpayRequest(
      keys,
      'POST',
      `/payments/${encodeURIComponent(running.lastPaymentId)}/refund`,
      {
        amount: credit,
        notes: { reason: 'Plan changed: unused part of the period' },
      },
    ).catch(refused);
    given = `$${centsToDecimal(credit)}`;
  } else if (credit >= 100) {
    logger.warn('No payment to refund the unused period from', {
      subscriptionId: running.subscriptionId,
    });
  }
  await razorpayRequest(
    keys,
    'POST',
    `/subscriptions/${encodeURIComponent(running.subscriptionId)}/cancel`,
    {
      cancel_at_cycle_end: 0,
    },
  ).catch(refused);
  return given;
};
