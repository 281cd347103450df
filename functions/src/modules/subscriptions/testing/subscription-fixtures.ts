import type { PaymentRecord, SubscriptionRecord } from '../billing.repository';
import type { RazorpaySubscription } from '../razorpay-entities';

/** A stored subscription for unit tests: Starter, monthly by card, paid for November. */
export const subscriptionRecord = (
  changes: Partial<SubscriptionRecord> = {},
): SubscriptionRecord => ({
  subscriptionId: 'sub_1',
  planId: 'starter',
  billingCycle: 'monthly',
  status: 'active',
  paymentMethod: 'card',
  currentStart: '2026-11-01T00:00:00.000Z',
  currentEnd: '2026-12-01T00:00:00.000Z',
  graceEndsAt: null,
  accessEndsAt: null,
  closedAt: null,
  erasureStartedAt: null,
  refundedAt: null,
  cancelAt: null,
  pendingPlanId: null,
  version: '001793491200:000001:2',
  lastPaymentId: 'pay_1',
  firstChargedAt: '2026-11-01T00:00:00.000Z',
  updatedAt: '2026-11-01T00:00:00.000Z',
  ...changes,
});

/** Razorpay's word on that subscription, unless `changes` say otherwise. */
export const razorpaySubscription = (
  changes: Partial<RazorpaySubscription> = {},
): RazorpaySubscription => ({
  id: 'sub_1',
  plan_id: 'plan_starter_monthly',
  status: 'active',
  current_start: Date.parse('2026-11-01T00:00:00.000Z') / 1000,
  current_end: Date.parse('2026-12-01T00:00:00.000Z') / 1000,
  ended_at: null,
  paid_count: 1,
  payment_method: 'card',
  ...changes,
});

/** A payment of sub_1 taken in full, unless `changes` say otherwise. */
export const paymentRecord = (changes: Partial<PaymentRecord> = {}): PaymentRecord => ({
  paymentId: 'pay_1',
  subscriptionId: 'sub_1',
  amount: 4900,
  currency: 'USD',
  method: 'card',
  status: 'captured',
  invoiceId: 'inv_1',
  periodStart: '2026-11-01T00:00:00.000Z',
  periodEnd: '2026-12-01T00:00:00.000Z',
  refunded: 0,
  at: '2026-11-01T00:00:00.000Z',
  description: 'SalesFlow Starter plan, monthly',
  placeOfSupply: null,
  ...changes,
});
