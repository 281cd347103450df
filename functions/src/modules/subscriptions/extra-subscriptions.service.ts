import { centsToDecimal } from '@salesflow/shared/money/money';
import { placeOfSupplyOf } from '@salesflow/shared/plans/invoice';
import { type PaidPlanId, planById } from '@salesflow/shared/plans/plans';
import type { BillingCycle } from '@salesflow/shared/plans/subscription.schema';
import { commit } from '../../platform/data/unit-of-work';
import { logger } from '../../platform/logger';
import {
  type RazorpayKeys,
  RazorpayRefusal,
  razorpayKeys,
  razorpayRequest,
} from '../../platform/payments/razorpay-client';
import { notify } from '../notifications/notifications.service';
import { organizationOf } from '../organizations/organizations.service';
import { findBillingDetails, paymentWrites, type SubscriptionRecord } from './billing.repository';
import type { RazorpayPayment, RazorpaySubscription } from './razorpay-entities';

/** Razorpay's states in which a subscription may still take money. */
const ALIVE = new Set(['created', 'authenticated', 'active', 'pending', 'halted']);

export const isAlive = (status: string) => ALIVE.has(status);

const BILLING_LINK = '/app/settings?tab=billing';

interface RazorpayInvoice {
  payment_id: string | null;
}

/**
 * Refunds in full what a subscription's payments have not had refunded yet (each payment once:
 * one refunded already, or being refunded by a request at the same time, is left). Answers the
 * payments as Razorpay now has them.
 */
export const refundSubscriptionPayments = async (
  keys: RazorpayKeys,
  subscriptionId: string,
): Promise<RazorpayPayment[]> => {
  const { items } = await razorpayRequest<{ items: RazorpayInvoice[] }>(
    keys,
    'GET',
    `/invoices?subscription_id=${encodeURIComponent(subscriptionId)}`,
  );
  const paymentIds = [...new Set(items.map((i) => i.payment_id).filter((id) => id !== null))];
  const payments: RazorpayPayment[] = [];
  for (const id of paymentIds) {
    const path = `/payments/${encodeURIComponent(id)}`;
    const payment = await razorpayRequest<RazorpayPayment>(keys, 'GET', path);
    const left = payment.amount - (payment.amount_refunded ?? 0);
    if (payment.status === 'captured' && left >= 100) {
      await razorpayRequest(keys, 'POST', `${path}/refund`, {
        notes: { reason: 'A second subscription for one organization' },
      }).catch((error: unknown) => {
        // Refunded meanwhile by another delivery of the same event: read below.
        if (!(error instanceof RazorpayRefusal) || error.status === 0) throw error;
      });
    }
    payments.push(await razorpayRequest<RazorpayPayment>(keys, 'GET', path));
  }
  return payments;
};

/**
 * Another subscription than the organization's paying one says it is active: the one it replaces
 * (ended at Razorpay: a UPI plan change), an old one's late event (itself ended), or an extra one
 * (both alive: two Checkouts paid at once), which must go. Razorpay says which.
 */
export const secondSubscription = async (
  kept: Pick<SubscriptionRecord, 'subscriptionId'>,
  other: RazorpaySubscription,
): Promise<'replaces' | 'stale' | 'extra'> => {
  const keys = razorpayKeys();
  if (!keys) return 'replaces';
  const read = (id: string) =>
    razorpayRequest<RazorpaySubscription>(keys, 'GET', `/subscriptions/${encodeURIComponent(id)}`);
  const [theirs, ours] = await Promise.all([read(other.id), read(kept.subscriptionId)]);
  if (!isAlive(theirs.status)) return 'stale';
  return isAlive(ours.status) ? 'extra' : 'replaces';
};

const money = (cents: number, currency: string) =>
  currency === 'USD' ? `$${centsToDecimal(cents)}` : `${currency} ${centsToDecimal(cents)}`;

/**
 * A second subscription Razorpay reports paying while the organization already has one (a race
 * outside SalesFlow's control: two Checkouts paid at once). It is cancelled now and what it took
 * is refunded in full, its payments are recorded as refunded (the invoices show them), and the
 * owner is told, once. Every step may run again (another event of it): each is done once.
 */
export const endExtraSubscription = async (
  organizationId: string,
  extra: RazorpaySubscription,
  bought: { planId: PaidPlanId; cycle: BillingCycle },
  kept: { planId: PaidPlanId },
): Promise<void> => {
  const keys = razorpayKeys();
  if (!keys) throw new Error('Payments are not configured: an extra subscription stays');
  await razorpayRequest(keys, 'POST', `/subscriptions/${encodeURIComponent(extra.id)}/cancel`, {
    cancel_at_cycle_end: 0,
  }).catch((error: unknown) => {
    if (!(error instanceof RazorpayRefusal) || error.status === 0) throw error;
  });
  const payments = await refundSubscriptionPayments(keys, extra.id);
  const plan = planById(bought.planId);
  const placeOfSupply = placeOfSupplyOf(await findBillingDetails(organizationId));
  const writes = payments.flatMap((payment) =>
    paymentWrites(organizationId, {
      paymentId: payment.id,
      subscriptionId: extra.id,
      amount: payment.amount,
      currency: payment.currency,
      method: payment.method,
      status: payment.status === 'refunded' ? 'refunded' : 'captured',
      invoiceId: payment.invoice_id,
      periodStart: extra.current_start ? new Date(extra.current_start * 1000).toISOString() : null,
      periodEnd: extra.current_end ? new Date(extra.current_end * 1000).toISOString() : null,
      refunded: payment.amount_refunded ?? 0,
      at: new Date(payment.created_at * 1000).toISOString(),
      description: `SalesFlow ${plan.name} plan, ${bought.cycle}`,
      placeOfSupply,
    }),
  );
  if (writes.length) await commit(writes);
  const refunded = payments.reduce((sum, p) => sum + (p.amount_refunded ?? 0), 0);
  const currency = payments[0]?.currency ?? 'USD';
  const organization = await organizationOf(organizationId);
  logger.warn('An extra subscription was cancelled and refunded', {
    organizationId,
    subscriptionId: extra.id,
    refunded,
  });
  await notify(organization.ownerId, {
    kind: 'billing',
    title: 'A second subscription was cancelled and refunded',
    message: `Razorpay charged a second subscription for the ${plan.name} plan while your organization already had one. We cancelled it${refunded ? ` and refunded ${money(refunded, currency)} in full: it reaches you in 5-7 business days` : ''}. Your ${planById(kept.planId).name} plan goes on as before.`,
    link: BILLING_LINK,
    organizationId,
    onceKey: `extraSubscription#${extra.id}`,
  });
};
