import type { AccountStatus } from '@salesflow/shared/admin/admin.schema';
import type { PlanId } from '@salesflow/shared/auth/auth-user';
import { type PaidPlanId, planById } from '@salesflow/shared/plans/plans';

/**
 * What an account counts for in the platform's figures, from its records as they are: its plan
 * (the owner's), its status, whether a paid subscription is running and what it brings a month.
 * The platform counters hold the sum of every account's counted state; the account-figures worker
 * moves an account's share when its state changes (accounts.repository.ts).
 */
export interface AccountInputs {
  plan: PlanId;
  trialEndsAt: string | null;
  block: 'suspended' | 'closed' | null;
  suspendedByOperator: boolean;
  subscription: { status: string; planId: PaidPlanId; billingCycle: 'monthly' | 'annual' } | null;
}

/** The status as counted: a trial stays `trial` when it ends (the list tells the two apart). */
export type CountedStatus = Exclude<AccountStatus, 'expired'>;

export interface CountedState {
  plan: PlanId;
  status: CountedStatus;
  paid: boolean;
  mrrCents: number;
}

const isPaying = (status: string) => status === 'active' || status === 'past_due';

export const countedStateOf = (inputs: AccountInputs): CountedState => {
  const sub = inputs.subscription;
  const paid = Boolean(sub && isPaying(sub.status) && !inputs.block);
  const status: CountedStatus =
    inputs.suspendedByOperator || inputs.block === 'suspended' || sub?.status === 'suspended'
      ? 'suspended'
      : inputs.block === 'closed' || sub?.status === 'cancelled'
        ? 'cancelled'
        : paid || inputs.plan !== 'trial'
          ? 'active'
          : 'trial';
  const plan = planById(sub?.planId ?? 'starter');
  const mrrCents =
    paid && sub
      ? sub.billingCycle === 'annual'
        ? Math.round(plan.annualPriceCents / 12)
        : plan.monthlyPriceCents
      : 0;
  return { plan: inputs.plan, status, paid, mrrCents };
};

/** The status a list shows: a trial past its end is `expired`. */
export const shownStatus = (
  counted: CountedStatus,
  trialEndsAt: string | null,
  now = Date.now(),
): AccountStatus =>
  counted === 'trial' && trialEndsAt && Date.parse(trialEndsAt) <= now ? 'expired' : counted;

export type Deltas = Record<string, number>;

const share = (state: CountedState | null, sign: 1 | -1): Deltas =>
  state
    ? {
        accounts: sign,
        [`plan_${state.plan}`]: sign,
        [`status_${state.status}`]: sign,
        paid: state.paid ? sign : 0,
        mrrCents: sign * state.mrrCents,
      }
    : {};

/** What moving from one counted state to another adds to the platform totals. */
export const totalsDeltas = (before: CountedState | null, after: CountedState | null): Deltas => {
  const out: Deltas = {};
  for (const part of [share(before, -1), share(after, 1)]) {
    for (const [field, value] of Object.entries(part)) out[field] = (out[field] ?? 0) + value;
  }
  return Object.fromEntries(Object.entries(out).filter(([, v]) => v !== 0));
};

/** A paid subscription started (`newPaid`) or ended (`churned`) with this change. */
export const dayEvents = (before: CountedState | null, after: CountedState | null): Deltas => ({
  ...(!before?.paid && after?.paid ? { newPaid: 1 } : {}),
  ...(before?.paid && !after?.paid ? { churned: 1 } : {}),
});

/** One payment as the account counted it: amount and refund in cents, on its UTC day. */
export interface CountedPayment {
  amountCents: number;
  refundedCents: number;
  day: string;
  captured: boolean;
}

/**
 * What the payments' change adds: captured and refunded totals, payments counted, and the
 * revenue of each payment's day (captured, less what was refunded of it).
 */
export const paymentDeltas = (
  before: Record<string, CountedPayment>,
  after: Record<string, CountedPayment>,
): { totals: Deltas; days: Map<string, Deltas> } => {
  const totals: Deltas = {};
  const days = new Map<string, Deltas>();
  const add = (target: Deltas, field: string, value: number) => {
    if (value !== 0) target[field] = (target[field] ?? 0) + value;
  };
  const apply = (payment: CountedPayment | undefined, sign: 1 | -1) => {
    if (!payment?.captured) return;
    add(totals, 'capturedCents', sign * payment.amountCents);
    add(totals, 'refundedCents', sign * payment.refundedCents);
    add(totals, 'payments', sign);
    const day = days.get(payment.day) ?? {};
    add(day, 'revenueCents', sign * (payment.amountCents - payment.refundedCents));
    days.set(payment.day, day);
  };
  for (const id of new Set([...Object.keys(before), ...Object.keys(after)])) {
    apply(before[id], -1);
    apply(after[id], 1);
  }
  const clean = (deltas: Deltas) =>
    Object.fromEntries(Object.entries(deltas).filter(([, v]) => v !== 0));
  return {
    totals: clean(totals),
    days: new Map(
      [...days]
        .map(([day, d]) => [day, clean(d)] as const)
        .filter(([, d]) => Object.keys(d).length),
    ),
  };
};
