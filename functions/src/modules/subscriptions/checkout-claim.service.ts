import { type PaidPlanId, planById } from '@salesflow/shared/plans/plans';
import type { BillingCycle, CheckoutDetails } from '@salesflow/shared/plans/subscription.schema';
import type { AuthContext } from '../../platform/auth/session';
import { newId } from '../../platform/data/ids';
import { commit } from '../../platform/data/unit-of-work';
import { ConflictError } from '../../platform/errors';
import {
  type RazorpayKeys,
  RazorpayRefusal,
  razorpayRequest,
} from '../../platform/payments/razorpay-client';
import { userById } from '../directory/user-directory.service';
import { subscriptionOwnerWrite } from './billing.repository';
import {
  type CheckoutClaim,
  findCheckoutClaim,
  openCheckoutClaimWrite,
  releaseCheckoutClaimWrite,
  takeCheckoutClaimWrite,
} from './checkout-claims.repository';
import { refundSubscriptionPayments } from './extra-subscriptions.service';
import type { RazorpaySubscription } from './razorpay-entities';

/** Cycles a subscription runs before it must be renewed (Razorpay needs a count). */
const TOTAL_COUNT: Record<BillingCycle, number> = { monthly: 60, annual: 5 };

/**
 * How long a claim may stay `creating`: far longer than Razorpay can take to answer (the client
 * gives up after 8 s), so only a request that died between the claim and Razorpay's answer leaves
 * one this old; the next upgrade then takes it over.
 */
const CREATING_SECONDS = 60;
/** How long Checkout may pay a new subscription (its `expire_by`); the claim lasts as long. */
const CHECKOUT_SECONDS = 30 * 60;

class ClaimTaken extends Error {}

const preparing = (planId: PaidPlanId) =>
  new ConflictError(
    `A checkout for the ${planById(planId).name} plan is being prepared. Try again in a moment.`,
  );

const confirming = (planId: PaidPlanId) =>
  new ConflictError(
    `Your payment for the ${planById(planId).name} plan is being confirmed. Reload the page in a moment.`,
  );

const checkoutDetails = async (
  auth: AuthContext,
  keys: RazorpayKeys,
  subscriptionId: string,
  planId: PaidPlanId,
  cycle: BillingCycle,
): Promise<CheckoutDetails> => {
  const owner = await userById(auth.userId);
  return {
    scriptUrl: keys.checkoutUrl,
    keyId: keys.keyId,
    subscriptionId,
    name: 'SalesFlow',
    description: `${planById(planId).name} plan, ${cycle === 'annual' ? 'billed yearly' : 'billed monthly'}`,
    prefill: {
      name: [owner?.firstName, owner?.lastName].filter(Boolean).join(' '),
      email: owner?.email ?? '',
    },
  };
};

/**
 * Ends a subscription Checkout has not paid, so it can no longer be: cancelled at Razorpay. Paid
 * in the moment between (a race outside our control), what it took is refunded.
 */
const endUnpaid = async (keys: RazorpayKeys, subscriptionId: string) => {
  try {
    const ended = await razorpayRequest<RazorpaySubscription>(
      keys,
      'POST',
      `/subscriptions/${encodeURIComponent(subscriptionId)}/cancel`,
      { cancel_at_cycle_end: 0 },
    );
    if (ended.paid_count > 0) await refundSubscriptionPayments(keys, subscriptionId);
  } catch (error) {
    // Cancelled or expired already: nothing can pay it.
    if (!(error instanceof RazorpayRefusal) || error.status === 0) throw error;
  }
};

export interface OpenedCheckout<T> {
  checkout: CheckoutDetails;
  /** What `prepare` answered; undefined when the checkout already open was given again. */
  prepared: T | undefined;
}

/**
 * A Razorpay subscription for the plan for the page's Checkout, at most one per organization at a
 * time: the claim is taken by a conditional write before Razorpay is asked, so of two requests at
 * once one opens the subscription and the other is told it is being prepared (409), or, once it
 * is open, gets the same checkout. Another plan while that checkout is unpaid replaces it (it is
 * cancelled, so it can no longer be paid). `runningId` is the organization's paid subscription, if
 * any (a claim that opened it is spent); `prepare` runs once the claim is held, before Razorpay is
 * asked (a UPI subscription being replaced is ended there).
 */
export const openCheckout = async <T>(
  auth: AuthContext,
  keys: RazorpayKeys,
  plan: { planId: PaidPlanId; cycle: BillingCycle; razorpayPlanId: string },
  options: { runningId: string | null; prepare?: () => Promise<T> },
): Promise<OpenedCheckout<T>> => {
  const { planId, cycle } = plan;
  for (let attempt = 0; attempt < 3; attempt += 1) {
    const now = Math.floor(Date.now() / 1000);
    const held = await findCheckoutClaim(auth.organizationId);
    const spent = held?.subscriptionId != null && held.subscriptionId === options.runningId;
    const live = held && held.expiresAt > now && !spent ? held : null;
    if (live?.state === 'creating') throw preparing(live.planId);
    if (live?.subscriptionId && live.planId === planId && live.billingCycle === cycle) {
      const checkout = await checkoutDetails(auth, keys, live.subscriptionId, planId, cycle);
      return { checkout, prepared: undefined };
    }
    if (live?.subscriptionId) {
      const open = await razorpayRequest<RazorpaySubscription>(
        keys,
        'GET',
        `/subscriptions/${encodeURIComponent(live.subscriptionId)}`,
      );
      if (open.status !== 'created' && open.status !== 'cancelled' && open.status !== 'expired') {
        throw confirming(live.planId);
      }
    }
    const claim: CheckoutClaim = {
      claimId: newId(),
      state: 'creating',
      planId,
      billingCycle: cycle,
      subscriptionId: null,
      expiresAt: now + CREATING_SECONDS,
    };
    try {
      await commit([
        takeCheckoutClaimWrite(
          auth.organizationId,
          claim,
          now,
          held?.claimId ?? null,
          () => new ClaimTaken(),
        ),
      ]);
    } catch (error) {
      if (error instanceof ClaimTaken) continue;
      throw error;
    }
    try {
      if (live?.subscriptionId) await endUnpaid(keys, live.subscriptionId);
      const prepared = await options.prepare?.();
      const subscriptionId = await createSubscription(auth, keys, plan, claim);
      const checkout = await checkoutDetails(auth, keys, subscriptionId, planId, cycle);
      return { checkout, prepared };
    } catch (error) {
      // Nothing was opened: the claim goes, so the owner may try again at once.
      await commit([releaseCheckoutClaimWrite(auth.organizationId, claim.claimId)]).catch(
        () => undefined,
      );
      throw error;
    }
  }
  throw preparing(planId);
};

const createSubscription = async (
  auth: AuthContext,
  keys: RazorpayKeys,
  plan: { planId: PaidPlanId; cycle: BillingCycle; razorpayPlanId: string },
  claim: CheckoutClaim,
): Promise<string> => {
  const owner = await userById(auth.userId);
  const expireBy = Math.floor(Date.now() / 1000) + CHECKOUT_SECONDS;
  const subscription = await razorpayRequest<RazorpaySubscription>(keys, 'POST', '/subscriptions', {
    plan_id: plan.razorpayPlanId,
    total_count: TOTAL_COUNT[plan.cycle],
    quantity: 1,
    customer_notify: 1,
    expire_by: expireBy,
    notes: {
      organizationId: auth.organizationId,
      planId: plan.planId,
      cycle: plan.cycle,
      email: owner?.email ?? '',
    },
  });
  try {
    await commit([
      subscriptionOwnerWrite(subscription.id, auth.organizationId, plan.planId, plan.cycle),
      openCheckoutClaimWrite(
        auth.organizationId,
        { ...claim, state: 'open', subscriptionId: subscription.id, expiresAt: expireBy },
        () => new ClaimTaken(),
      ),
    ]);
  } catch (error) {
    // Our claim lapsed meanwhile and another request holds it now: this one is never paid.
    await endUnpaid(keys, subscription.id);
    if (error instanceof ClaimTaken) throw preparing(plan.planId);
    throw error;
  }
  return subscription.id;
};
