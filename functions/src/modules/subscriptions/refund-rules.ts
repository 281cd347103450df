import type { PaymentRecord, SubscriptionRecord } from './billing.repository';

/**
 * The 30-day money-back guarantee, decided without the table or Razorpay: whether a refund may
 * be asked for, what it pays back, and what is still owed once asked.
 */

const REFUND_DAYS = 30;
const DAY_MS = 86_400_000;

type Payment = Pick<
  PaymentRecord,
  'paymentId' | 'subscriptionId' | 'status' | 'amount' | 'refunded'
>;

/** Whether a refund may be asked for: a running subscription, within 30 days of its first payment. */
export const refundable = (current: SubscriptionRecord | null, now = new Date()): boolean =>
  Boolean(
    current?.firstChargedAt &&
      !current.refundedAt &&
      (current.status === 'active' || current.status === 'past_due') &&
      now.getTime() - Date.parse(current.firstChargedAt) <= REFUND_DAYS * DAY_MS,
  );

/**
 * Why a refund is refused now: `not-first` (a payment of an earlier subscription: only the first
 * is refundable, and not past its 30 days), `still-recording` (paid at Checkout, but Razorpay's
 * event with the payment not taken yet: cancelling now would refund nothing); null: go ahead.
 */
export const refundRefusal = (
  current: SubscriptionRecord,
  payments: readonly Payment[],
  now: Date,
): 'not-first' | 'still-recording' | null => {
  const earlier = payments.some(
    (p) => p.subscriptionId !== current.subscriptionId && p.status !== 'failed',
  );
  if (earlier || !refundable(current, now)) return 'not-first';
  if (current.lastPaymentId && !payments.some((p) => p.paymentId === current.lastPaymentId)) {
    return 'still-recording';
  }
  return null;
};

/** What a refund pays back: each payment of the subscription taken, less what it had back. */
export const refundsDue = (
  current: Pick<SubscriptionRecord, 'subscriptionId'>,
  payments: readonly Payment[],
): { paymentId: string; amount: number }[] =>
  payments
    .filter(
      (p) =>
        p.subscriptionId === current.subscriptionId &&
        p.status === 'captured' &&
        p.amount > p.refunded,
    )
    .map((p) => ({ paymentId: p.paymentId, amount: p.amount - p.refunded }));

/** Refunds asked for that Razorpay has not paid out yet, in cents (none before one is asked). */
export const pendingRefundCents = (
  subscription: Pick<SubscriptionRecord, 'subscriptionId' | 'refundedAt'> | null,
  payments: readonly Payment[],
): number =>
  subscription?.refundedAt
    ? payments
        .filter((p) => p.subscriptionId === subscription.subscriptionId && p.status !== 'failed')
        .reduce((sum, p) => sum + Math.max(0, p.amount - p.refunded), 0)
    : 0;
