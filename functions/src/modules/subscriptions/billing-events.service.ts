import { placeOfSupplyOf } from '@salesflow/shared/plans/invoice';
import { type PaidPlanId, PLANS, planById } from '@salesflow/shared/plans/plans';
import type { BillingCycle } from '@salesflow/shared/plans/subscription.schema';
import type { Write } from '../../platform/data/unit-of-work';
import { ConflictError } from '../../platform/errors';
import { logger } from '../../platform/logger';
import { sendFromOutbox } from '../../platform/queue/outbox';
import { releaseHeldLeadsLater } from '../held-leads/held-leads.service';
import { organizationOf, planStateWrite } from '../organizations/organizations.service';
import {
  findBillingDetails,
  findSubscription,
  type PaidStatus,
  paymentOwner,
  paymentRefundWrite,
  paymentWrites,
  planOfRazorpayPlan,
  type SubscriptionRecord,
  subscriptionOwner,
  subscriptionWrite,
} from './billing.repository';
import { commitCounted } from './counted-commit';
import { endExtraSubscription, secondSubscription } from './extra-subscriptions.service';
import type { RazorpayEvent, RazorpaySubscription } from './razorpay-entities';
import { ownerPlanWrite } from './subscriptions.repository';

const GRACE_DAYS = 7;
const DAY_MS = 86_400_000;
/** The member ceiling of a plan with no upper bound ("10+"). */
export const UNBOUNDED_MEMBERS = 10_000;

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

const iso = (seconds: number | null | undefined) =>
  seconds ? new Date(seconds * 1000).toISOString() : null;

/** Sorts as [event time, charges, status rank]. */
/**
 * A state's place in time: [time in seconds, charges, status rank]. A state we changed ourselves
 * (`changed`: a plan changed in place, as Razorpay's answer to our update says) comes after every
 * event of the same second and charges, so an event Razorpay made before the change, delivered
 * late with the old plan, cannot undo it.
 */
const versionOf = (at: number, paidCount: number, rank: number, changed = false) =>
  `${String(at).padStart(12, '0')}:${String(paidCount).padStart(6, '0')}:${rank}${changed ? ':changed' : ''}`;

class MovedOn extends Error {}

type Owner = { organizationId: string; planId: PaidPlanId; billingCycle: BillingCycle };

/**
 * Whose a subscription is: recorded when we created it; else its notes, which only a holder of
 * our key can write (a subscription made outside this code, such as a second one of a race).
 */
const ownerOf = async (subscription: RazorpaySubscription): Promise<Owner | null> => {
  const recorded = await subscriptionOwner(subscription.id);
  if (recorded) return recorded;
  const { organizationId, planId, cycle } = subscription.notes ?? {};
  const plan = PLANS.find((p) => p.id === planId);
  if (!organizationId || !plan) return null;
  const known = await organizationOf(organizationId).then(
    () => true,
    () => false,
  );
  return known
    ? { organizationId, planId: plan.id, billingCycle: cycle === 'annual' ? 'annual' : 'monthly' }
    : null;
};

/**
 * Applies what Razorpay says of a subscription (an event, or the answer after Checkout): the
 * state moves only forward ([event time, charges, status rank] never goes back, so events in
 * any order end in the same state), and a paid subscription puts its organization on its plan at
 * once, with the plan's member ceiling, in the same transaction.
 */
export const applySubscriptionState = async (
  subscription: RazorpaySubscription,
  at: number,
  extra: {
    writes?: (organizationId: string) => Promise<Write[]>;
    lastPaymentId?: string;
    /** Our own change, answered by Razorpay (see versionOf). */
    changed?: boolean;
  } = {},
): Promise<'applied' | 'stale' | 'unknown' | 'extra'> => {
  const owner = await ownerOf(subscription);
  if (!owner) {
    logger.warn('A Razorpay subscription we did not create', { subscriptionId: subscription.id });
    return 'unknown';
  }
  const { organizationId } = owner;
  const plan = (await planOfRazorpayPlan(subscription.plan_id)) ?? {
    planId: owner.planId,
    cycle: owner.billingCycle,
  };
  for (let attempt = 0; attempt < 3; attempt += 1) {
    const current = await findSubscription(organizationId);
    // Another subscription of the organization (an older one, replaced) says nothing of it now.
    if (
      current &&
      current.subscriptionId !== subscription.id &&
      current.status !== 'awaiting_payment'
    ) {
      if (subscription.status !== 'active') return 'stale';
      if (current.status === 'active' || current.status === 'past_due') {
        const verdict = await secondSubscription(current, subscription);
        if (verdict === 'stale') return 'stale';
        if (verdict === 'extra') {
          await endExtraSubscription(organizationId, subscription, plan, current);
          return 'extra';
        }
      }
    }
    const version = versionOf(
      at,
      subscription.paid_count,
      RANK[subscription.status] ?? 0,
      extra.changed,
    );
    const sameSubscription = current?.subscriptionId === subscription.id;
    if (current && sameSubscription && version < current.version) {
      if (extra.writes) await commitCounted(organizationId, await extra.writes(organizationId));
      return 'stale';
    }
    const status = STATUS[subscription.status] ?? 'awaiting_payment';
    const now = new Date(at * 1000);
    const record: SubscriptionRecord = {
      subscriptionId: subscription.id,
      planId: plan.planId,
      billingCycle: plan.cycle,
      status,
      paymentMethod: subscription.payment_method ?? current?.paymentMethod ?? null,
      currentStart: iso(subscription.current_start),
      currentEnd: iso(subscription.current_end),
      graceEndsAt:
        status === 'past_due'
          ? (sameSubscription && current?.graceEndsAt) ||
            new Date(now.getTime() + GRACE_DAYS * DAY_MS).toISOString()
          : null,
      // Refunded: access ended then, whatever the period said.
      accessEndsAt:
        status === 'cancelled'
          ? ((sameSubscription ? current?.refundedAt : null) ??
            iso(subscription.current_end ?? subscription.ended_at))
          : null,
      closedAt: sameSubscription ? (current?.closedAt ?? null) : null,
      erasureStartedAt: sameSubscription ? (current?.erasureStartedAt ?? null) : null,
      refundedAt: sameSubscription ? (current?.refundedAt ?? null) : null,
      cancelAt: sameSubscription && status !== 'cancelled' ? (current?.cancelAt ?? null) : null,
      pendingPlanId:
        sameSubscription && status === 'active' ? (current?.pendingPlanId ?? null) : null,
      version,
      lastPaymentId:
        extra.lastPaymentId ?? (sameSubscription ? current?.lastPaymentId : null) ?? null,
      firstChargedAt:
        (sameSubscription ? current?.firstChargedAt : null) ??
        (status === 'active' ? now.toISOString() : null),
      updatedAt: new Date().toISOString(),
    };
    if (record.pendingPlanId === record.planId) record.pendingPlanId = null;
    const writes: Write[] = [
      subscriptionWrite(organizationId, record, {
        version: current?.version ?? null,
        revision: current?.revision,
        error: () => new MovedOn(),
      }),
      ...((await extra.writes?.(organizationId)) ?? []),
    ];
    // Paid for (even late, suspended or cancelled, until the period ends): the plan is the one paid.
    if (status !== 'awaiting_payment') {
      const organization = await organizationOf(organizationId);
      const limits = planById(plan.planId);
      const stamp = new Date().toISOString();
      writes.push(
        ownerPlanWrite(
          organization.ownerId,
          { id: plan.planId, startDate: record.currentStart ?? stamp, endDate: record.currentEnd },
          stamp,
        ),
        planStateWrite(
          organizationId,
          {
            maxMembers: limits.maxUsers ?? UNBOUNDED_MEMBERS,
            trialEndsAt: null,
            block:
              status === 'suspended'
                ? 'suspended'
                : status === 'cancelled' && Date.parse(record.accessEndsAt ?? '') <= Date.now()
                  ? 'closed'
                  : null,
          },
          stamp,
        ),
      );
    }
    // A plan paid makes room: held leads become contacts (the held-leads worker).
    const release =
      status === 'active' || status === 'past_due' ? releaseHeldLeadsLater(organizationId) : null;
    if (release) writes.push(release.write);
    try {
      await commitCounted(organizationId, writes);
      if (release) await sendFromOutbox(release.entry);
      return 'applied';
    } catch (error) {
      if (!(error instanceof MovedOn)) throw error;
    }
  }
  throw new ConflictError('The subscription kept changing; the event will be tried again');
};

/** One webhook event from the billing-events queue. */
export const applyBillingEvent = async (event: RazorpayEvent): Promise<string> => {
  const subscription = event.payload.subscription?.entity;
  const payment = event.payload.payment?.entity;
  const bought = subscription ? await planOfRazorpayPlan(subscription.plan_id) : null;
  const paymentRecord = async (organizationId: string) =>
    payment
      ? paymentWrites(organizationId, {
          paymentId: payment.id,
          subscriptionId: subscription?.id ?? payment.subscription_id ?? '',
          amount: payment.amount,
          currency: payment.currency,
          method: payment.method,
          status:
            payment.status === 'captured'
              ? 'captured'
              : payment.status === 'refunded'
                ? 'refunded'
                : 'failed',
          invoiceId: payment.invoice_id,
          periodStart: iso(subscription?.current_start),
          periodEnd: iso(subscription?.current_end),
          refunded: payment.amount_refunded ?? 0,
          at: new Date(payment.created_at * 1000).toISOString(),
          description: bought
            ? `SalesFlow ${planById(bought.planId).name} plan, ${bought.cycle}`
            : 'SalesFlow subscription',
          // Where it is billed as it is taken decides its GST, whatever is changed later.
          placeOfSupply: placeOfSupplyOf(await findBillingDetails(organizationId)),
        })
      : [];
  if (subscription) {
    return applySubscriptionState(subscription, event.created_at, {
      ...(payment ? { writes: paymentRecord } : {}),
      ...(payment?.status === 'captured' ? { lastPaymentId: payment.id } : {}),
    });
  }
  const refund = event.payload.refund?.entity;
  if (refund && payment) {
    const owner = await paymentOwner(payment.id);
    if (!owner) return 'unknown';
    await commitCounted(owner.organizationId, [
      paymentRefundWrite(
        owner.organizationId,
        owner.sortKey,
        payment.amount_refunded ?? refund.amount,
        payment.status === 'refunded' ? 'refunded' : 'captured',
      ),
    ]);
    return 'applied';
  }
  // A failed payment names its subscription (the pending event that follows moves the state); a
  // captured one came with its subscription.charged event already.
  const owner =
    payment?.status === 'failed' && payment.subscription_id
      ? await subscriptionOwner(payment.subscription_id)
      : null;
  if (payment && owner) {
    await commitCounted(owner.organizationId, await paymentRecord(owner.organizationId));
    return 'applied';
  }
  logger.info('A Razorpay event SalesFlow does not use', { event: event.event });
  return 'ignored';
};
