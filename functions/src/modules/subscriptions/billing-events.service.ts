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
  paymentOwner,
  paymentRefundWrite,
  paymentWrites,
  planOfRazorpayPlan,
  subscriptionOwner,
  subscriptionWrite,
} from './billing.repository';
import { commitCounted } from './counted-commit';
import { endExtraSubscription, secondSubscription } from './extra-subscriptions.service';
import { memberCeiling } from './plan-change-rules';
import type { RazorpayEvent, RazorpaySubscription } from './razorpay-entities';
import {
  accessBlockOf,
  isoOfSeconds,
  otherSubscriptionVerdict,
  paymentStatusOf,
  releasesHeldLeads,
  stateVersion,
  subscriptionStateOf,
} from './subscription-state-rules';
import { ownerPlanWrite } from './subscriptions.repository';

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
    const other = otherSubscriptionVerdict(current, subscription);
    if (other === 'stale') return 'stale';
    if (other === 'ask' && current) {
      const verdict = await secondSubscription(current, subscription);
      if (verdict === 'stale') return 'stale';
      if (verdict === 'extra') {
        await endExtraSubscription(organizationId, subscription, plan, current);
        return 'extra';
      }
    }
    const version = stateVersion(subscription, at, extra.changed);
    const sameSubscription = current?.subscriptionId === subscription.id;
    if (current && sameSubscription && version < current.version) {
      if (extra.writes) await commitCounted(organizationId, await extra.writes(organizationId));
      return 'stale';
    }
    const record = subscriptionStateOf(
      subscription,
      plan,
      current,
      at,
      extra,
      new Date().toISOString(),
    );
    const { status } = record;
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
            maxMembers: memberCeiling(planById(plan.planId)),
            trialEndsAt: null,
            block: accessBlockOf(record, Date.now()),
          },
          stamp,
        ),
      );
    }
    // A plan paid makes room: held leads become contacts (the held-leads worker).
    const release = releasesHeldLeads(status) ? releaseHeldLeadsLater(organizationId) : null;
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
          status: paymentStatusOf(payment.status),
          invoiceId: payment.invoice_id,
          periodStart: isoOfSeconds(subscription?.current_start),
          periodEnd: isoOfSeconds(subscription?.current_end),
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
