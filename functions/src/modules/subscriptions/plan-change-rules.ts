import { type PaidPlanId, type Plan, TRIAL_DAYS } from '@salesflow/shared/plans/plans';
import type { BillingCycle, SetPlanInput } from '@salesflow/shared/plans/subscription.schema';
import type { SubscriptionRecord } from './billing.repository';

/**
 * How a plan changes, decided without the table or Razorpay: which way a change goes, what must
 * go before a smaller plan fits, the unused part of a period refunded, a plan set by hand.
 */

const DAY_MS = 86_400_000;

/** The member ceiling of a plan with no upper bound ("10+"). */
export const UNBOUNDED_MEMBERS = 10_000;

/** The members a plan holds, as the organization's ceiling. */
export const memberCeiling = (plan: Pick<Plan, 'maxUsers'>): number =>
  plan.maxUsers ?? UNBOUNDED_MEMBERS;

/** The subscription that runs (paid, or being retried), or null. */
export const runningSubscription = (paid: SubscriptionRecord | null): SubscriptionRecord | null =>
  paid && (paid.status === 'active' || paid.status === 'past_due') ? paid : null;

/** A plan's price a month on a cycle (an annual plan's spread over its 12 months). */
export const monthlyPrice = (plan: Plan, cycle: BillingCycle) =>
  cycle === 'annual' ? plan.annualPriceCents / 12 : plan.monthlyPriceCents;

/**
 * Which way a change of plan goes:
 * - `already`: the running subscription is that plan on that cycle;
 * - `checkout`: nothing runs, a new subscription is paid through Checkout;
 * - paid by UPI or e-mandate (which Razorpay cannot update): a smaller plan `ends-with-period`,
 *   a bigger one is `replaced` at once (the unused part of the period refunded) through Checkout;
 * - paid by card: a smaller plan is `scheduled` for the end of the period, a bigger one
 *   `changes-now` (Razorpay charges the difference pro rata).
 * Smaller and bigger are by price a month, against the running plan on its cycle.
 */
export const planChangeWay = (
  running: Pick<SubscriptionRecord, 'planId' | 'billingCycle' | 'paymentMethod'> | null,
  current: Plan,
  wanted: Plan,
  cycle: BillingCycle,
): 'already' | 'checkout' | 'ends-with-period' | 'replaced' | 'scheduled' | 'changes-now' => {
  if (running && running.planId === wanted.id && running.billingCycle === cycle) return 'already';
  if (!running) return 'checkout';
  const smaller = monthlyPrice(wanted, cycle) < monthlyPrice(current, running.billingCycle);
  if (running.paymentMethod === 'upi' || running.paymentMethod === 'emandate') {
    return smaller ? 'ends-with-period' : 'replaced';
  }
  return smaller ? 'scheduled' : 'changes-now';
};

const count = (n: number, one: string) =>
  `${n.toLocaleString('en-US')} ${one}${n === 1 ? '' : 's'}`;

/** What must go before the organization fits a smaller plan; null when it fits. */
export const planOverLimits = (
  plan: Pick<Plan, 'name' | 'contactLimit' | 'maxUsers'>,
  used: { contacts: number; members: number },
): string | null => {
  const over: string[] = [];
  if (plan.contactLimit !== null && used.contacts > plan.contactLimit) {
    over.push(count(used.contacts - plan.contactLimit, 'contact'));
  }
  if (plan.maxUsers !== null && used.members > plan.maxUsers) {
    over.push(count(used.members - plan.maxUsers, 'member'));
  }
  if (over.length === 0) return null;
  return `The ${plan.name} plan holds ${plan.contactLimit === null ? 'unlimited' : plan.contactLimit.toLocaleString('en-US')} contacts and ${plan.maxUsers ?? 'unlimited'} members. Remove ${over.join(' and ')} first, then change the plan.`;
};

/**
 * The part of the period's price not used by `now`, in whole cents (rounded down): nothing once
 * the period ended, or when its dates are unknown.
 */
export const unusedPeriodCents = (
  running: Pick<SubscriptionRecord, 'currentStart' | 'currentEnd' | 'billingCycle'>,
  plan: Pick<Plan, 'monthlyPriceCents' | 'annualPriceCents'>,
  now: Date,
): number => {
  const start = Date.parse(running.currentStart ?? '');
  const end = Date.parse(running.currentEnd ?? '');
  const paid = running.billingCycle === 'annual' ? plan.annualPriceCents : plan.monthlyPriceCents;
  const unused = end > now.getTime() && end > start ? (end - now.getTime()) / (end - start) : 0;
  return Math.floor(paid * unused);
};

/** A day as bills say it ("5 Dec 2026"), or the period's end when it is not known yet. */
export const billingDay = (iso: string | null) =>
  iso
    ? new Intl.DateTimeFormat('en-GB', {
        day: 'numeric',
        month: 'short',
        year: 'numeric',
        timeZone: 'UTC',
      }).format(new Date(iso))
    : 'the end of this billing period';

/**
 * A plan a platform operator sets by hand, from now: a trial for `trialDays` (14 unless told)
 * with the starter plan's limits, or a paid plan with no end; with the plan's member ceiling.
 */
export const planSetByHand = (
  input: Pick<SetPlanInput, 'planId' | 'trialDays'>,
  now: Date,
): { trial: boolean; planStartDate: string; planEndDate: string | null; limitsOf: PaidPlanId } => {
  const trial = input.planId === 'trial';
  const days = input.trialDays ?? TRIAL_DAYS;
  return {
    trial,
    // A trial ends TRIAL_DAYS after it starts (shared/plans): it "started" so as to end in `days`.
    planStartDate: trial
      ? new Date(now.getTime() + (days - TRIAL_DAYS) * DAY_MS).toISOString()
      : now.toISOString(),
    planEndDate: trial ? new Date(now.getTime() + days * DAY_MS).toISOString() : null,
    limitsOf: trial ? 'starter' : (input.planId as Exclude<typeof input.planId, 'trial'>),
  };
};
