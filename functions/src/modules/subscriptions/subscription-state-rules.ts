import type { PaidPlanId } from '@salesflow/shared/plans/plans';
import type { BillingCycle } from '@salesflow/shared/plans/subscription.schema';
import type { AccessBlock } from '../organizations/organizations.service';
import type { PaidStatus, SubscriptionRecord } from './billing.repository';
import type { RazorpaySubscription } from './razorpay-entities';

/**
 * What Razorpay's word on a subscription (an event, or its answer after Checkout or our change)
 * does to the organization's subscription and access, decided without the table.
 */

const GRACE_DAYS = 7;
const DAY_MS = 86_400_000;

/** Later states win among events of the same second and cycle. */
const RANK: Record<string, number> = {
  created: 0,
  authenticated: 1,
  active: 2,
  pending: 3,
  halted: 4,
  cancelled: 5,
  completed: 5,
  expired: 5,
};

const STATUS: Record<string, PaidStatus> = {
  created: 'awaiting_payment',
  authenticated: 'awaiting_payment',
  active: 'active',
  pending: 'past_due',
  halted: 'suspended',
  cancelled: 'cancelled',
  completed: 'cancelled',
  expired: 'cancelled',
};

/** Our name for Razorpay's state of a subscription; one we do not know is not paid for yet. */
export const paidStatusOf = (razorpayStatus: string): PaidStatus =>
  STATUS[razorpayStatus] ?? 'awaiting_payment';

/** Razorpay's time (seconds since the epoch) as an ISO string; null when it gives none. */
export const isoOfSeconds = (seconds: number | null | undefined) =>
  seconds ? new Date(seconds * 1000).toISOString() : null;

/**
 * A state's place in time: [time in seconds, charges, status rank], as one sortable string. A
 * state we changed ourselves (`changed`: a plan changed in place, as Razorpay's answer to our
 * update says) comes after the event of the same second, charges and state, so an event Razorpay
 * made before the change, delivered late with the old plan, cannot undo it (a later state, such
 * as a cancellation of that second, still wins).
 */
export const stateVersion = (
  subscription: Pick<RazorpaySubscription, 'status' | 'paid_count'>,
  at: number,
  changed = false,
) =>
  `${String(at).padStart(12, '0')}:${String(subscription.paid_count).padStart(6, '0')}:${RANK[subscription.status] ?? 0}${changed ? ':changed' : ''}`;

/**
 * What a word on another subscription than the organization's recorded one says: `ours` when
 * there is none (or it was never paid), `stale` when it is not active (an old one's late word),
 * `replaces` when the recorded one no longer runs, `ask` (Razorpay, which of the two is alive)
 * when both say they run.
 */
export const otherSubscriptionVerdict = (
  current: Pick<SubscriptionRecord, 'subscriptionId' | 'status'> | null,
  subscription: Pick<RazorpaySubscription, 'id' | 'status'>,
): 'ours' | 'stale' | 'ask' | 'replaces' => {
  if (
    !current ||
    current.subscriptionId === subscription.id ||
    current.status === 'awaiting_payment'
  ) {
    return 'ours';
  }
  if (subscription.status !== 'active') return 'stale';
  return current.status === 'active' || current.status === 'past_due' ? 'ask' : 'replaces';
};

/**
 * The subscription as Razorpay's word leaves it (not older than the recorded one: see
 * stateVersion). Past due: 7 days of grace from the first word of it, kept while it stays past
 * due. Cancelled: access lasts to the end of the period, or ended when it was refunded; once
 * cancelled, it stays so. What we
 * recorded of the same subscription (closed, erased, refunded, a cancellation asked for, a
 * smaller plan from the next period, its payments) stays; a new subscription starts without it.
 */
export const subscriptionStateOf = (
  subscription: RazorpaySubscription,
  plan: { planId: PaidPlanId; cycle: BillingCycle },
  current: SubscriptionRecord | null,
  at: number,
  extra: { lastPaymentId?: string; changed?: boolean },
  updatedAt: string,
): SubscriptionRecord => {
  const sameSubscription = current?.subscriptionId === subscription.id;
  // Cancelled is for good (Razorpay never reopens one; a refund cancels it with us at once): an
  // earlier word delivered late, such as its activation, does not make it run again.
  const ended = sameSubscription && current?.status === 'cancelled';
  const status = ended ? 'cancelled' : paidStatusOf(subscription.status);
  const now = new Date(at * 1000);
  const record: SubscriptionRecord = {
    subscriptionId: subscription.id,
    planId: plan.planId,
    billingCycle: plan.cycle,
    status,
    paymentMethod: subscription.payment_method ?? current?.paymentMethod ?? null,
    currentStart: isoOfSeconds(subscription.current_start),
    currentEnd: isoOfSeconds(subscription.current_end),
    graceEndsAt:
      status === 'past_due'
        ? (sameSubscription && current?.graceEndsAt) ||
          new Date(now.getTime() + GRACE_DAYS * DAY_MS).toISOString()
        : null,
    // Refunded: access ended then, whatever the period said.
    accessEndsAt:
      status === 'cancelled'
        ? ((sameSubscription ? (current?.refundedAt ?? current?.accessEndsAt) : null) ??
          isoOfSeconds(subscription.current_end ?? subscription.ended_at))
        : null,
    closedAt: sameSubscription ? (current?.closedAt ?? null) : null,
    erasureStartedAt: sameSubscription ? (current?.erasureStartedAt ?? null) : null,
    refundedAt: sameSubscription ? (current?.refundedAt ?? null) : null,
    cancelAt: sameSubscription && status !== 'cancelled' ? (current?.cancelAt ?? null) : null,
    pendingPlanId:
      sameSubscription && status === 'active' ? (current?.pendingPlanId ?? null) : null,
    version: stateVersion(subscription, at, extra.changed),
    lastPaymentId:
      extra.lastPaymentId ?? (sameSubscription ? current?.lastPaymentId : null) ?? null,
    firstChargedAt:
      (sameSubscription ? current?.firstChargedAt : null) ??
      (status === 'active' ? now.toISOString() : null),
    updatedAt,
  };
  if (record.pendingPlanId === record.planId) record.pendingPlanId = null;
  return record;
};

/**
 * What a paid-for subscription leaves of the organization's access: suspended (read-only until
 * paid), closed once a cancelled one's access ended, else open.
 */
export const accessBlockOf = (
  record: Pick<SubscriptionRecord, 'status' | 'accessEndsAt'>,
  nowMs: number,
): AccessBlock | null =>
  record.status === 'suspended'
    ? 'suspended'
    : record.status === 'cancelled' && Date.parse(record.accessEndsAt ?? '') <= nowMs
      ? 'closed'
      : null;

/** A plan paid (or being retried) makes room: the organization's held leads become contacts. */
export const releasesHeldLeads = (status: PaidStatus): boolean =>
  status === 'active' || status === 'past_due';

/** How a payment is recorded: taken, refunded, or (anything else Razorpay says) failed. */
export const paymentStatusOf = (razorpayStatus: string): 'captured' | 'refunded' | 'failed' =>
  razorpayStatus === 'captured'
    ? 'captured'
    : razorpayStatus === 'refunded'
      ? 'refunded'
      : 'failed';
