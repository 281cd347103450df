import { type Plan, planById } from '@salesflow/shared/plans/plans';
import type {
  BillingCycle,
  CheckoutVerifyInput,
} from '@salesflow/shared/plans/subscription.schema';
import type { AuthContext } from '../../platform/auth/session';
import { commit } from '../../platform/data/unit-of-work';
import { ConflictError, ForbiddenError, UpstreamError } from '../../platform/errors';
import {
  isValidCheckoutSignature,
  type RazorpayKeys,
  RazorpayRefusal,
  razorpayRequest,
} from '../../platform/payments/razorpay-client';
import { findRazorpayPlan, razorpayPlanWrites, subscriptionOwner } from './billing.repository';
import { applySubscriptionState } from './billing-events.service';
import type { RazorpayPlan, RazorpaySubscription } from './razorpay-entities';

export const refused = (error: unknown): never => {
  if (error instanceof RazorpayRefusal) {
    throw new UpstreamError(`Razorpay refused the payment step: ${error.description}`);
  }
  throw error;
};

class PlanKept extends Error {}

/** Our plan's Razorpay plan, created on first use and kept. */
export const razorpayPlanFor = async (keys: RazorpayKeys, plan: Plan, cycle: BillingCycle) => {
  const kept = await findRazorpayPlan(plan.id, cycle);
  if (kept) return kept;
  const created = await razorpayRequest<RazorpayPlan>(keys, 'POST', '/plans', {
    period: cycle === 'annual' ? 'yearly' : 'monthly',
    interval: 1,
    item: {
      name: `SalesFlow ${plan.name} (${cycle})`,
      amount: cycle === 'annual' ? plan.annualPriceCents : plan.monthlyPriceCents,
      currency: 'USD',
      description: plan.idealFor,
    },
    notes: { planId: plan.id, cycle },
  }).catch(refused);
  try {
    await commit(razorpayPlanWrites(plan.id, cycle, created.id, () => new PlanKept()));
    return created.id;
  } catch (error) {
    if (!(error instanceof PlanKept)) throw error;
    return (await findRazorpayPlan(plan.id, cycle)) ?? created.id;
  }
};

/**
 * POST /api/subscription/checkout/verify: Checkout's response, signed with our key secret over
 * `payment_id|subscription_id`. A forged or foreign one changes nothing; a good one puts the
 * organization on the plan at once, from what Razorpay says of the subscription (its webhook
 * events say the same later and change nothing more).
 */
export const verifyCheckout = async (
  auth: AuthContext,
  keys: RazorpayKeys,
  input: CheckoutVerifyInput,
): Promise<{ planName: string }> => {
  const valid = isValidCheckoutSignature(
    keys.keySecret,
    input.razorpay_payment_id,
    input.razorpay_subscription_id,
    input.razorpay_signature,
  );
  const owner = valid ? await subscriptionOwner(input.razorpay_subscription_id) : null;
  if (!valid || owner?.organizationId !== auth.organizationId) {
    throw new ForbiddenError('This payment could not be verified. Nothing was changed.');
  }
  const subscription = await razorpayRequest<RazorpaySubscription>(
    keys,
    'GET',
    `/subscriptions/${encodeURIComponent(input.razorpay_subscription_id)}`,
  ).catch(refused);
  if (subscription.status !== 'active') {
    throw new ConflictError(
      `The payment is not complete yet (Razorpay says ${subscription.status}).`,
    );
  }
  const applied = await applySubscriptionState(subscription, Math.floor(Date.now() / 1000), {
    lastPaymentId: input.razorpay_payment_id,
  });
  if (applied === 'extra') {
    throw new ConflictError(
      'Your organization already has a subscription, so this one was cancelled and its payment refunded in full: it reaches you in 5-7 business days.',
    );
  }
  return { planName: planById(owner.planId).name };
};
