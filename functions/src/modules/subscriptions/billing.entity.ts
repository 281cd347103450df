import { keyShape } from '../../platform/data/key-shape';
import { ORGANIZATION_PARTITION } from '../../platform/data/shared-partitions';

/**
 * Key layout of paid subscriptions (Razorpay):
 * - `ORG#<org>` / `SUBSCRIPTION`: the organization's subscription as the last event left it;
 *   `ORG#<org>` / `BILLING_DETAILS`: whom its invoices are made out to; `ORG#<org>` /
 *   `CHECKOUT_CLAIM`: the claim on opening a Razorpay subscription;
 * - `RZPSUB#<subscription id>` / `ORG`: whose subscription it is (written when it is created);
 * - `RZPPLAN#<plan>#<cycle>` / `PLAN` and `RZPPLANID#<razorpay plan id>` / `PLAN`: our plans'
 *   Razorpay plans, created once;
 * - `RZPEVT#<event id>` / `EVENT`: a webhook event taken (30 days, Razorpay retries for 24 hours);
 * - `ORG#<org>#PAYMENT` / `<time>#<payment id>` and `RZPPAY#<payment id>` / `ORG`: payments.
 */
export const SUBSCRIPTION_SK = 'SUBSCRIPTION';
export const BILLING_DETAILS_SK = 'BILLING_DETAILS';

export const subscriptionKey = (organizationId: string) => ({
  pk: ORGANIZATION_PARTITION.key(organizationId),
  sk: SUBSCRIPTION_SK,
});

export const billingDetailsKey = (organizationId: string) => ({
  pk: ORGANIZATION_PARTITION.key(organizationId),
  sk: BILLING_DETAILS_SK,
});

/** The claim on opening a Razorpay subscription (checkout-claims.repository.ts). */
export const checkoutClaimKey = (organizationId: string) => ({
  pk: ORGANIZATION_PARTITION.key(organizationId),
  sk: 'CHECKOUT_CLAIM',
});

export const RAZORPAY_SUBSCRIPTION_PARTITION = keyShape('RZPSUB#<subscription>');
export const subscriptionOwnerKey = (subscriptionId: string) => ({
  pk: RAZORPAY_SUBSCRIPTION_PARTITION.key(subscriptionId),
  sk: 'ORG',
});

export const razorpayPlanKey = (planId: string, cycle: string) => ({
  pk: `RZPPLAN#${planId}#${cycle}`,
  sk: 'PLAN',
});

export const razorpayPlanIdKey = (razorpayPlanId: string) => ({
  pk: `RZPPLANID#${razorpayPlanId}`,
  sk: 'PLAN',
});

export const RAZORPAY_EVENT_PARTITION = keyShape('RZPEVT#<event>');
export const eventClaimKey = (eventId: string) => ({
  pk: RAZORPAY_EVENT_PARTITION.key(eventId),
  sk: 'EVENT',
});

/** The organization's payments, by time: kept with the account (the invoices tax law requires). */
export const PAYMENTS_PARTITION = keyShape('ORG#<org>#PAYMENT');
export const paymentSortKey = (at: string, paymentId: string) => `${at}#${paymentId}`;
export const paymentKey = (organizationId: string, sortKey: string) => ({
  pk: PAYMENTS_PARTITION.key(organizationId),
  sk: sortKey,
});

export const RAZORPAY_PAYMENT_PARTITION = keyShape('RZPPAY#<payment>');
export const paymentOwnerKey = (paymentId: string) => ({
  pk: RAZORPAY_PAYMENT_PARTITION.key(paymentId),
  sk: 'ORG',
});
