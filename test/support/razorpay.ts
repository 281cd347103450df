import type { UpgradeAnswer } from '@salesflow/shared/plans/subscription.schema';
import { expect, inject } from 'vitest';
import { DEMO_RAZORPAY_ACCOUNT } from '../fakes/razorpay/demo-account';
import type { ApiClient } from './api-client';

/** The Razorpay fake the local stack talks to: its control API and its REST API, for tests. */
export const razorpayUrl = () => inject('razorpayApiBaseUrl');

/** The fake's control API (`/_fake/...`), which has no Razorpay counterpart. */
export const razorpayControl = async <T>(method: string, path: string, body?: unknown) => {
  const response = await fetch(`${razorpayUrl()}${path}`, {
    method,
    headers: { 'content-type': 'application/json' },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  if (!response.ok) throw new Error(`${path}: ${response.status} ${await response.text()}`);
  return (await response.json()) as T;
};

const basic = `Basic ${Buffer.from(`${DEMO_RAZORPAY_ACCOUNT.keyId}:${DEMO_RAZORPAY_ACCOUNT.keySecret}`).toString('base64')}`;

/** Razorpay's REST API (`/v1...`) with the merchant's keys, as SalesFlow calls it. */
export const razorpayApi = async <T>(method: string, path: string, body?: unknown) => {
  const response = await fetch(`${razorpayUrl()}/v1${path}`, {
    method,
    headers: { authorization: basic, 'content-type': 'application/json' },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  if (!response.ok) throw new Error(`${path}: ${response.status} ${await response.text()}`);
  return (await response.json()) as T;
};

export interface FakeSubscriptionView {
  id: string;
  plan_id: string;
  status: string;
  paid_count: number;
  notes: Record<string, string>;
}

/** Every subscription Razorpay holds for the organization (its notes name it). */
export const subscriptionsAtRazorpay = async (organizationId: string) =>
  (await razorpayApi<{ items: FakeSubscriptionView[] }>('GET', '/subscriptions')).items.filter(
    (s) => s.notes.organizationId === organizationId,
  );

/** Billing details of a customer in Karnataka (IGST), as the Checkout step asks for them. */
export const INDIA_BILLING = {
  legalName: 'Kochi Realty Pvt Ltd',
  country: 'IN',
  state: '29',
} as const;

/** Starts a paid plan through Checkout, as the page does: upgrade, pay in the fake, verify. */
export const subscribe = async (
  owner: ApiClient,
  planId: string,
  method = 'card',
  billingCycle = 'monthly',
) => {
  const upgrade = await owner.post<UpgradeAnswer>('/api/subscription/upgrade', {
    planId,
    billingCycle,
    billingDetails: INDIA_BILLING,
  });
  expect(upgrade.status).toBe(200);
  const checkout = upgrade.body.checkout;
  if (!checkout) throw new Error(`no checkout: ${JSON.stringify(upgrade.body)}`);
  const paid = await razorpayControl<Record<string, string>>('POST', '/_fake/checkout', {
    subscription_id: checkout.subscriptionId,
    method,
  });
  const verified = await owner.post<{ success: boolean; message: string }>(
    '/api/subscription/checkout/verify',
    paid,
  );
  expect(verified.status).toBe(200);
  return { checkout, paid, verified: verified.body };
};
