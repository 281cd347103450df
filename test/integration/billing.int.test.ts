import { createHmac } from 'node:crypto';
import { GetCommand, QueryCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import {
  findSubscription,
  subscriptionWrite,
} from '@salesflow/functions/modules/subscriptions/billing.repository';
import { settleDueSubscriptions } from '@salesflow/functions/modules/subscriptions/billing-lifecycle.service';
import { cancelSubscription } from '@salesflow/functions/modules/subscriptions/cancel-subscription.service';
import type { AuthContext } from '@salesflow/functions/platform/auth/session';
import { commit } from '@salesflow/functions/platform/data/unit-of-work';
import {
  presignUpload,
  readUploadHead,
  UploadMissingError,
} from '@salesflow/functions/platform/storage/uploads';
import type { AdminAccountPage, AdminPayments } from '@salesflow/shared/admin/admin.schema';
import type {
  SubscriptionLimits,
  SubscriptionUsage,
  UpgradeAnswer,
} from '@salesflow/shared/plans/subscription.schema';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { LOCAL_OPERATOR_EMAIL } from '../../infra/local/local-stack';
import { DEMO_RAZORPAY_ACCOUNT } from '../fakes/razorpay/demo-account';
import { type ApiClient, signIn } from '../support/api-client';
import { tapDynamo } from '../support/dynamo-tap';
import { settleProjections } from '../support/projections';
import { queueDrained } from '../support/queues';
import { INDIA_BILLING } from '../support/razorpay';
import { useLocalStackFromTests } from '../support/service-env';
import { testTable } from '../support/table';
import { signInAsMember } from '../support/team';

beforeAll(useLocalStackFromTests);

type ErrorBody = { error: { code: string; message: string } };
type Delivery = {
  eventId: string;
  event: string;
  body: string;
  attempts: { status: number }[];
  done: boolean;
};

const razorpay = () => inject('razorpayApiBaseUrl');
const fake = async <T>(method: string, path: string, body?: unknown): Promise<T> => {
  const response = await fetch(`${razorpay()}${path}`, {
    method,
    headers: { 'content-type': 'application/json' },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  if (!response.ok) throw new Error(`${path}: ${response.status} ${await response.text()}`);
  return (await response.json()) as T;
};
const basic = `Basic ${Buffer.from(`${DEMO_RAZORPAY_ACCOUNT.keyId}:${DEMO_RAZORPAY_ACCOUNT.keySecret}`).toString('base64')}`;
const razorpayApi = async <T>(path: string): Promise<T> =>
  (await (
    await fetch(`${razorpay()}/v1${path}`, { headers: { authorization: basic } })
  ).json()) as T;

const usageOf = async (client: ApiClient) =>
  (await client.get<SubscriptionUsage>('/api/subscription/usage')).body;

const eventually = async <T>(
  read: () => Promise<T>,
  ok: (value: T) => boolean,
  timeoutMs = 15_000,
) => {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (ok(value)) return value;
    if (Date.now() > deadline) throw new Error(`timed out; last: ${JSON.stringify(value)}`);
    await new Promise((r) => setTimeout(r, 150));
  }
};

const DAY = 86_400_000;

/** A file in the uploads bucket, put as the browser puts one. */
const upload = async (key: string) => {
  const { url, headers } = await presignUpload(key, 4, 60, 'audio/wav');
  const put = await fetch(url, { method: 'PUT', headers, body: 'RIFF' });
  expect(put.status).toBe(200);
};

const erasureItem = async (organizationId: string) => {
  const table = testTable();
  const { Item } = await table.client.send(
    new GetCommand({ TableName: table.name, Key: { pk: `ORG#${organizationId}`, sk: 'ERASURE' } }),
  );
  return Item as Record<string, unknown> | undefined;
};

const subscriptionItem = async (organizationId: string) => {
  const table = testTable();
  const { Item } = await table.client.send(
    new GetCommand({
      TableName: table.name,
      Key: { pk: `ORG#${organizationId}`, sk: 'SUBSCRIPTION' },
    }),
  );
  return Item as Record<string, unknown> | undefined;
};

const deliveriesOf = async (subscriptionId: string) =>
  (await fake<{ deliveries: Delivery[] }>('GET', '/_fake/deliveries')).deliveries.filter((d) =>
    d.body.includes(subscriptionId),
  );

/** Starts a paid plan through Checkout, as the page does: upgrade, pay in the fake, verify. */
const subscribe = async (
  owner: ApiClient,
  planId: string,
  method = 'card',
  billingCycle = 'monthly',
  billingDetails: Record<string, string> = INDIA_BILLING,
) => {
  const upgrade = await owner.post<UpgradeAnswer>('/api/subscription/upgrade', {
    planId,
    billingCycle,
    billingDetails,
  });
  expect(upgrade.status).toBe(200);
  const checkout = upgrade.body.checkout;
  if (!checkout) throw new Error(`no checkout: ${JSON.stringify(upgrade.body)}`);
  const paid = await fake<Record<string, string>>('POST', '/_fake/checkout', {
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

const organizationOf = async (client: ApiClient) =>
  (await client.get<{ organizationId: string }>('/api/auth/user')).body.organizationId;

describe('paying for a plan with Razorpay', () => {
  it('a trial upgrades through Checkout: the plan is on at once, and the events change nothing more', async () => {
    const owner = await signIn();
    const organizationId = await organizationOf(owner);
    const { checkout, verified } = await subscribe(owner, 'professional');
    expect(checkout).toMatchObject({
      scriptUrl: `${razorpay()}/v1/checkout.js`,
      keyId: DEMO_RAZORPAY_ACCOUNT.keyId,
      name: 'SalesFlow',
      description: 'Professional plan, billed monthly',
    });
    expect(verified.message).toBe('You are on the Professional plan now. Thank you!');
    expect(await usageOf(owner)).toMatchObject({
      plan: 'professional',
      status: 'active',
      billingCycle: 'monthly',
      contacts: { limit: 2500 },
      members: { limit: 20 },
    });
    // Razorpay's four events arrive, are answered 2xx, and leave it as it is; the payment is kept.
    const deliveries = await eventually(
      () => deliveriesOf(checkout.subscriptionId),
      (list) => list.length >= 4 && list.every((d) => d.done),
    );
    expect(deliveries.every((d) => d.attempts.at(-1)?.status === 200)).toBe(true);
    const table = testTable();
    const payments = await eventually(
      async () =>
        (
          await table.client.send(
            new QueryCommand({
              TableName: table.name,
              KeyConditionExpression: 'pk = :pk',
              ExpressionAttributeValues: { ':pk': `ORG#${organizationId}#PAYMENT` },
            }),
          )
        ).Items ?? [],
      (items) => items.length === 1,
    );
    expect(payments[0]).toMatchObject({
      amount: 14_900,
      currency: 'USD',
      method: 'card',
      status: 'captured',
    });
    expect((await subscriptionItem(organizationId))?.status).toBe('active');
    expect((await usageOf(owner)).plan).toBe('professional');

    // The operators' dashboard counts the account as paying, with its payment.
    const operator = await signIn(LOCAL_OPERATOR_EMAIL);
    const account = await eventually(
      async () =>
        (
          await operator.get<AdminAccountPage>(
            `/api/admin/accounts?search=${encodeURIComponent(owner.email)}`,
          )
        ).body.items[0],
      (found) => found?.revenueCents === 14_900,
    );
    expect(account).toMatchObject({ plan: 'professional', status: 'active', revenueCents: 14_900 });
    const recent = (await operator.get<AdminPayments>('/api/admin/payments')).body.recent;
    expect(recent).toContainEqual(
      expect.objectContaining({ organizationId, amountCents: 14_900, status: 'captured' }),
    );
  });

  it('refuses a forged or foreign Checkout response, and the plan stays', async () => {
    const owner = await signIn();
    const upgrade = await owner.post<UpgradeAnswer>('/api/subscription/upgrade', {
      planId: 'starter',
      billingDetails: INDIA_BILLING,
    });
    const subscriptionId = String(upgrade.body.checkout?.subscriptionId);
    const paid = await fake<Record<string, string>>('POST', '/_fake/checkout', {
      subscription_id: subscriptionId,
      method: 'card',
    });
    const forged = {
      ...paid,
      razorpay_signature: createHmac('sha256', 'not-our-secret').update('x').digest('hex'),
    };
    expect((await owner.post<ErrorBody>('/api/subscription/checkout/verify', forged)).status).toBe(
      403,
    );
    const stranger = await signIn();
    expect((await stranger.post<ErrorBody>('/api/subscription/checkout/verify', paid)).status).toBe(
      403,
    );
    expect((await usageOf(stranger)).plan).toBe('trial');
    for (const bad of [
      {},
      { ...paid, razorpay_payment_id: 'pay_' },
      { ...paid, razorpay_signature: 'zz' },
    ]) {
      expect((await owner.post('/api/subscription/checkout/verify', bad)).status).toBe(400);
    }
    // The events alone still put the owner on the plan: Checkout's page may close before verifying.
    await eventually(
      () => usageOf(owner),
      (usage) => usage.plan === 'starter',
    );
  });

  it('takes a webhook only with our signature, and each event once', async () => {
    const body = JSON.stringify({
      entity: 'event',
      event: 'subscription.charged',
      payload: {},
      created_at: 1,
    });
    const post = (signature: string, eventId = 'evtForged0001') =>
      fetch(`${inject('appUrl')}/api/webhooks/razorpay`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          'x-razorpay-signature': signature,
          'x-razorpay-event-id': eventId,
        },
        body,
      });
    const forged = await post(createHmac('sha256', 'wrong').update(body).digest('hex'));
    expect(forged.status).toBe(400);
    expect((await post('')).status).toBe(400);
    const good = createHmac('sha256', DEMO_RAZORPAY_ACCOUNT.webhookSecret)
      .update(body)
      .digest('hex');
    const id = `evt${Date.now()}`;
    expect(await (await post(good, id)).json()).toMatchObject({ received: true, duplicate: false });
    expect(await (await post(good, id)).json()).toMatchObject({ received: true, duplicate: true });
  });

  it('applies events in any order to the same end, and a replayed event changes nothing', async () => {
    const owner = await signIn();
    const organizationId = await organizationOf(owner);
    const upgrade = await owner.post<UpgradeAnswer>('/api/subscription/upgrade', {
      planId: 'professional',
      billingDetails: INDIA_BILLING,
    });
    const subscriptionId = String(upgrade.body.checkout?.subscriptionId);
    await fake('POST', '/_fake/webhooks/hold');
    await fake('POST', '/_fake/checkout', { subscription_id: subscriptionId, method: 'card' });
    await fake('POST', '/_fake/renew', { subscription_id: subscriptionId, fail: true });
    await fake('POST', '/_fake/webhooks/release', { order: 'reverse' });
    const settled = await eventually(
      () => subscriptionItem(organizationId),
      (item) => item?.status === 'past_due',
    );
    expect(settled?.graceEndsAt).toBeTruthy();
    expect(await usageOf(owner)).toMatchObject({ plan: 'professional', status: 'past_due' });
    const delivered = await deliveriesOf(subscriptionId);
    const activated = delivered.find((d) => d.event === 'subscription.activated');
    await fake('POST', '/_fake/webhooks/replay', { event_id: activated?.eventId });
    await eventually(
      () => deliveriesOf(subscriptionId),
      (list) => list.every((d) => d.done),
    );
    await queueDrained('billing-events');
    expect((await subscriptionItem(organizationId))?.status).toBe('past_due');

    await fake('POST', '/_fake/halt', { subscription_id: subscriptionId });
    await eventually(
      () => usageOf(owner),
      (usage) => usage.status === 'suspended',
    );
  });

  it('past due for 7 days is suspended and read-only; a later charge brings it back', async () => {
    const owner = await signIn();
    const organizationId = await organizationOf(owner);
    const { checkout } = await subscribe(owner, 'starter');
    await fake('POST', '/_fake/renew', { subscription_id: checkout.subscriptionId, fail: true });
    await eventually(
      () => usageOf(owner),
      (usage) => usage.status === 'past_due',
    );
    // Limited, not locked: the 7 days of retries still allow work.
    expect(
      (
        await owner.post('/api/contacts', {
          name: 'Still Fine',
          email: `fine.${Date.now()}@example.in`,
        })
      ).status,
    ).toBe(201);
    expect(await settleDueSubscriptions(new Date(Date.now() + 6 * 86_400_000))).toBe(0);
    await settleDueSubscriptions(new Date(Date.now() + 7 * 86_400_000 + 60_000));
    expect((await usageOf(owner)).status).toBe('suspended');
    const refused = await owner.post<ErrorBody>('/api/contacts', {
      name: 'Blocked',
      email: `blocked.${Date.now()}@example.in`,
    });
    expect(refused.status).toBe(402);
    expect(refused.body.error.message).toMatch(
      /^Your subscription is suspended because a payment did not go through\./,
    );
    await fake('POST', '/_fake/renew', { subscription_id: checkout.subscriptionId });
    await eventually(
      () => usageOf(owner),
      (usage) => usage.status === 'active',
    );
    expect(
      (await owner.post('/api/contacts', { name: 'Back', email: `back.${Date.now()}@example.in` }))
        .status,
    ).toBe(201);
    expect((await subscriptionItem(organizationId))?.gsi1pk).toBeUndefined();
  });

  it('an event handled from a read made before the owner cancelled cannot undo the cancellation', async () => {
    const owner = await signIn();
    await subscribe(owner, 'professional');
    const organizationId = await organizationOf(owner);
    // An event handler read the subscription, then the owner cancelled before it wrote.
    const read = await findSubscription(organizationId);
    if (!read) throw new Error('no subscription');
    expect((await owner.post('/api/subscription/cancel', {})).status).toBe(200);
    const stale = subscriptionWrite(
      organizationId,
      { ...read, updatedAt: new Date().toISOString() },
      { version: read.version, revision: read.revision, error: () => new Error('moved on') },
    );
    await expect(commit([stale])).rejects.toThrow('moved on');
    const usage = await usageOf(owner);
    expect(usage.cancelsOn).toBe(usage.periodEnd);
    expect(usage.cancelsOn).not.toBeNull();
  });

  it('records a cancel Razorpay carried out even when its event wrote the subscription meanwhile', async () => {
    const owner = await signIn();
    await subscribe(owner, 'professional');
    const organizationId = await organizationOf(owner);
    Object.assign(process.env, {
      RAZORPAY_API_BASE_URL: razorpay(),
      RAZORPAY_KEY_ID: DEMO_RAZORPAY_ACCOUNT.keyId,
      RAZORPAY_KEY_SECRET: DEMO_RAZORPAY_ACCOUNT.keySecret,
      RAZORPAY_WEBHOOK_SECRET: DEMO_RAZORPAY_ACCOUNT.webhookSecret,
    });
    // The cancel's write is held a moment below the client; meanwhile another write of the
    // subscription lands (as Razorpay's event does, racing the answer to our call).
    const tap = tapDynamo();
    try {
      tap.delayNext(1, 1_500, (operation) => operation === 'TransactWriteItems');
      const cancelling = cancelSubscription({ organizationId } as AuthContext);
      await expect
        .poll(() => tap.calls.some((call) => call.operation === 'TransactWriteItems'))
        .toBe(true);
      const table = testTable();
      await table.client.send(
        new UpdateCommand({
          TableName: table.name,
          Key: { pk: `ORG#${organizationId}`, sk: 'SUBSCRIPTION' },
          UpdateExpression: 'SET revision = revision + :one',
          ExpressionAttributeValues: { ':one': 1 },
        }),
      );
      // Before: 409 "Your subscription changed meanwhile" for a cancel Razorpay had made.
      expect((await cancelling).success).toBe(true);
    } finally {
      tap.stop();
    }
    const usage = await usageOf(owner);
    expect(usage.cancelsOn).toBe(usage.periodEnd);
    expect(usage.cancelsOn).not.toBeNull();
  });

  it('cancelling keeps the plan to the period end, then closes it read-only', async () => {
    const owner = await signIn();
    const { checkout } = await subscribe(owner, 'professional');
    const cancelled = await owner.post<UpgradeAnswer>('/api/subscription/cancel', {});
    expect(cancelled.status).toBe(200);
    expect(cancelled.body.message).toMatch(
      /^Your Professional plan stays until .+\. Then SalesFlow is read-only, and you can export your data for 30 days\.$/,
    );
    const usage = await usageOf(owner);
    expect(usage).toMatchObject({ plan: 'professional', status: 'active' });
    expect(usage.cancelsOn).toBe(usage.periodEnd);
    expect((await owner.post<ErrorBody>('/api/subscription/cancel', {})).status).toBe(409);
    // The period ends: Razorpay cancels it; access ends with the period, then it is closed.
    await fake('POST', '/_fake/renew', { subscription_id: checkout.subscriptionId });
    await eventually(
      () => usageOf(owner),
      (u) => u.status === 'cancelled',
    );
    expect(
      (
        await owner.post('/api/contacts', {
          name: 'Last Day',
          email: `last.${Date.now()}@example.in`,
        })
      ).status,
    ).toBe(201);
    await settleDueSubscriptions(new Date(Date.parse(String(usage.periodEnd)) + 60_000));
    const refused = await owner.post<ErrorBody>('/api/contacts', {
      name: 'Too Late',
      email: `late.${Date.now()}@example.in`,
    });
    expect(refused.status).toBe(402);
    expect(refused.body.error.message).toMatch(
      /^Your subscription has ended, so SalesFlow is read-only\./,
    );
    expect((await owner.get('/api/contacts')).status).toBe(200);
  });

  it('a refund within 30 days of the first payment cancels at once and refunds it all, once', async () => {
    const owner = await signIn();
    const organizationId = await organizationOf(owner);
    const { checkout } = await subscribe(owner, 'starter');
    expect((await usageOf(owner)).refundable).toBe(true);
    // Until Razorpay's event records the payment, a refund would have nothing to refund: refused.
    const refund = await eventually(
      () => owner.post<UpgradeAnswer>('/api/subscription/refund', {}),
      (answer) => answer.status !== 409,
    );
    expect(refund.status).toBe(200);
    expect(refund.body.message).toMatch(
      /^Your subscription is cancelled and \$49\.00 is refunded: it reaches you in 5-7 business days/,
    );
    expect(await usageOf(owner)).toMatchObject({ status: 'cancelled', refundable: false });
    expect(
      (await owner.post('/api/contacts', { name: 'No', email: `no.${Date.now()}@example.in` }))
        .status,
    ).toBe(402);
    expect((await owner.post<ErrorBody>('/api/subscription/refund', {})).status).toBe(409);
    // Razorpay's cancellation and refund events, arriving after, do not reopen it.
    await eventually(
      () => deliveriesOf(checkout.subscriptionId),
      (list) => list.some((d) => d.event === 'subscription.cancelled') && list.every((d) => d.done),
    );
    await queueDrained('billing-events');
    expect(
      (
        await owner.post('/api/contacts', {
          name: 'Still No',
          email: `still.${Date.now()}@example.in`,
        })
      ).status,
    ).toBe(402);
    const item = await subscriptionItem(organizationId);
    expect(item).toMatchObject({ status: 'cancelled', refundedAt: expect.any(String) });
  });

  it('a card subscription changes plan in place: bigger at once, smaller when the period ends', async () => {
    const owner = await signIn();
    const { checkout } = await subscribe(owner, 'starter');
    const bigger = await owner.post<UpgradeAnswer>('/api/subscription/upgrade', {
      planId: 'enterprise',
    });
    expect(bigger.status).toBe(200);
    expect(bigger.body.checkout).toBeUndefined();
    expect(bigger.body.message).toMatch(/^You are on the Enterprise plan now\./);
    expect((await usageOf(owner)).plan).toBe('enterprise');

    const smaller = await owner.post<UpgradeAnswer>('/api/subscription/upgrade', {
      planId: 'starter',
    });
    expect(smaller.status).toBe(200);
    expect(smaller.body.message).toMatch(
      /^Your plan changes to Starter on .+, when this billing period ends\.$/,
    );
    expect(await usageOf(owner)).toMatchObject({ plan: 'enterprise', pendingPlan: 'starter' });
    await fake('POST', '/_fake/renew', { subscription_id: checkout.subscriptionId });
    await eventually(
      () => usageOf(owner),
      (usage) => usage.plan === 'starter' && usage.pendingPlan === null,
    );
    const again = await owner.post<ErrorBody>('/api/subscription/upgrade', { planId: 'starter' });
    expect(again.status).toBe(409);
    expect(again.body.error.message).toBe('You are already on the Starter plan.');
  });

  it('keeps a plan changed in place when Razorpay’s earlier events, with the old plan, arrive after', async () => {
    const owner = await signIn();
    const organizationId = await organizationOf(owner);
    await fake('POST', '/_fake/webhooks/hold');
    try {
      const { checkout } = await subscribe(owner, 'starter');
      const bigger = await owner.post<UpgradeAnswer>('/api/subscription/upgrade', {
        planId: 'enterprise',
      });
      expect(bigger.status).toBe(200);
      // The checkout's events (made before the change, in the same second or so) come now.
      await fake('POST', '/_fake/webhooks/release');
      await eventually(
        () => deliveriesOf(checkout.subscriptionId),
        (list) => list.length > 0 && list.every((d) => d.done),
      );
    } finally {
      await fake('POST', '/_fake/webhooks/release');
    }
    expect((await usageOf(owner)).plan).toBe('enterprise');
    expect(await subscriptionItem(organizationId)).toMatchObject({ planId: 'enterprise' });
  });

  it('a UPI subscription, which Razorpay cannot update, is replaced with the unused part refunded', async () => {
    const owner = await signIn();
    const organizationId = await organizationOf(owner);
    const first = await subscribe(owner, 'starter', 'upi');
    const upgrade = await owner.post<UpgradeAnswer>('/api/subscription/upgrade', {
      planId: 'professional',
    });
    expect(upgrade.status).toBe(200);
    expect(upgrade.body.message).toMatch(
      /^Complete the payment to start the Professional plan\. \$\d+\.\d\d for the unused part/,
    );
    const old = await razorpayApi<{ status: string }>(
      `/subscriptions/${first.checkout.subscriptionId}`,
    );
    expect(old.status).toBe('cancelled');
    // The refund's event records what was given back on the first payment.
    const table = testTable();
    const refunded = await eventually(
      async () =>
        (
          await table.client.send(
            new QueryCommand({
              TableName: table.name,
              KeyConditionExpression: 'pk = :pk',
              ExpressionAttributeValues: { ':pk': `ORG#${organizationId}#PAYMENT` },
            }),
          )
        ).Items ?? [],
      (items) => items.some((item) => Number(item.refunded) > 0),
    );
    const credit = Number(/\$(\d+)\.(\d\d)/.exec(upgrade.body.message)?.slice(1).join(''));
    expect(
      refunded.find((item) => item.paymentId === first.paid.razorpay_payment_id)?.refunded,
    ).toBe(credit);
    const newId = String(upgrade.body.checkout?.subscriptionId);
    const paid = await fake<Record<string, string>>('POST', '/_fake/checkout', {
      subscription_id: newId,
      method: 'upi',
    });
    expect((await owner.post('/api/subscription/checkout/verify', paid)).status).toBe(200);
    // The old subscription's cancellation, arriving late, does not undo the new one.
    await eventually(
      () => deliveriesOf(first.checkout.subscriptionId),
      (list) => list.every((d) => d.done),
    );
    await eventually(
      () => deliveriesOf(newId),
      (list) => list.length >= 4 && list.every((d) => d.done),
    );
    expect(await usageOf(owner)).toMatchObject({ plan: 'professional', status: 'active' });
    expect((await subscriptionItem(organizationId))?.subscriptionId).toBe(newId);
  });

  it('asks where the customer is before the first payment, and the invoice’s GST follows it: CGST + SGST in Maharashtra, IGST elsewhere in India, zero-rated abroad', async () => {
    type Invoices = {
      invoices: {
        id: string;
        number: string;
        amountCents: number;
        tax: { placeOfSupply: string; lines: { label: string; cents: number }[]; note: string };
      }[];
    };
    const invoiceOf = async (owner: ApiClient) =>
      (
        await eventually(
          async () => (await owner.get<Invoices>('/api/subscription/invoices')).body,
          (body) => body.invoices.length === 1,
        )
      ).invoices[0];

    // No billing details yet: the first payment waits for them, and nothing is opened.
    const owner = await signIn();
    const organizationId = await organizationOf(owner);
    const missing = await owner.post<ErrorBody & { error: { details: { field: string }[] } }>(
      '/api/subscription/upgrade',
      { planId: 'professional' },
    );
    expect(missing.status).toBe(400);
    expect(missing.body.error.details).toEqual([
      {
        field: 'billingDetails',
        message:
          'Before the first payment, say where you are billed: your country and, in India, your state. They decide the GST on your invoice.',
      },
    ]);
    for (const [billingDetails, field] of [
      [{ legalName: 'Acme', country: 'IN' }, 'billingDetails.state'],
      [{ legalName: 'Acme', country: 'IN', state: '99' }, 'billingDetails.state'],
      [{ legalName: 'Acme', country: 'IN', state: '29', gstin: 'nope' }, 'billingDetails.gstin'],
      // A GSTIN registered in Maharashtra (27) for a customer billed in Karnataka.
      [
        { legalName: 'Acme', country: 'IN', state: '29', gstin: '27AABCU9603R1ZM' },
        'billingDetails.gstin',
      ],
      [{ legalName: 'Acme', country: 'SG', gstin: '27AABCU9603R1ZM' }, 'billingDetails.gstin'],
    ] as const) {
      const bad = await owner.post<{ error: { details: { field: string }[] } }>(
        '/api/subscription/upgrade',
        { planId: 'professional', billingDetails },
      );
      expect(bad.status, JSON.stringify(billingDetails)).toBe(400);
      expect(bad.body.error.details.map((d) => d.field)).toContain(field);
    }
    expect(
      (
        await razorpayApi<{ items: { notes: Record<string, string> }[] }>('/subscriptions')
      ).items.filter((s) => s.notes.organizationId === organizationId),
    ).toEqual([]);

    // Mumbai: CGST + SGST, 9% each, inside the price.
    const { paid } = await subscribe(owner, 'professional', 'card', 'monthly', {
      legalName: 'Acme Traders Pvt Ltd',
      country: 'IN',
      state: '27',
      gstin: '27aabcu9603r1zm',
      address: 'Andheri East, Mumbai',
    });
    const mumbai = await invoiceOf(owner);
    expect(mumbai).toMatchObject({
      id: paid.razorpay_payment_id,
      amountCents: 14_900,
      tax: {
        placeOfSupply: 'Maharashtra (27)',
        lines: [
          { label: 'CGST 9%', cents: 1136 },
          { label: 'SGST 9%', cents: 1137 },
        ],
        note: 'Prices include GST.',
      },
    });
    expect(
      (await owner.get<{ billingDetails: unknown }>('/api/subscription/billing-details')).body
        .billingDetails,
    ).toEqual({
      legalName: 'Acme Traders Pvt Ltd',
      country: 'IN',
      state: '27',
      gstin: '27AABCU9603R1ZM',
      address: 'Andheri East, Mumbai',
    });
    // Details changed later do not rewrite an invoice already issued.
    expect(
      (await owner.put('/api/subscription/billing-details', { ...INDIA_BILLING })).status,
    ).toBe(200);
    expect((await invoiceOf(owner))?.tax.placeOfSupply).toBe('Maharashtra (27)');
    const file = await owner.get<string>(`/api/subscription/invoices/${paid.razorpay_payment_id}`);
    expect(file.status).toBe(200);
    expect(file.headers.get('content-disposition')).toContain(`${mumbai?.number}.html`);
    expect(String(file.body)).toContain('Place of supply: Maharashtra (27)');
    expect(String(file.body)).toContain('CGST 9%');

    // Bengaluru (an Indian time zone and phone are no place of supply: the state is): IGST.
    const karnataka = await signIn();
    await subscribe(karnataka, 'professional');
    expect((await invoiceOf(karnataka))?.tax).toMatchObject({
      placeOfSupply: 'Karnataka (29)',
      lines: [{ label: 'IGST 18%', cents: 2273 }],
    });

    // Abroad: an export of services, zero-rated.
    const singapore = await signIn();
    await subscribe(singapore, 'professional', 'card', 'monthly', {
      legalName: 'Lion City Sales Pte Ltd',
      country: 'SG',
    });
    expect((await invoiceOf(singapore))?.tax).toMatchObject({
      placeOfSupply: 'Outside India (SG)',
      lines: [],
    });

    // Owners only; another organization's invoice is not there.
    const admin = await signInAsMember(organizationId, 'admin');
    expect((await admin.get('/api/subscription/invoices')).status).toBe(403);
    expect(
      (await karnataka.get(`/api/subscription/invoices/${paid.razorpay_payment_id}`)).status,
    ).toBe(404);
    expect((await owner.get('/api/subscription/invoices/not-a-payment')).status).toBe(400);
  });

  it('refuses a smaller plan while the organization has more than it holds, naming what to remove', async () => {
    const owner = await signIn();
    const organizationId = await organizationOf(owner);
    await signInAsMember(organizationId, 'member');
    await signInAsMember(organizationId, 'member');
    const refused = await owner.post<ErrorBody>('/api/subscription/upgrade', { planId: 'basic' });
    expect(refused.status).toBe(409);
    expect(refused.body.error.message).toBe(
      'The Basic plan holds 250 contacts and 2 members. Remove 1 member first, then change the plan.',
    );
    expect((await usageOf(owner)).plan).toBe('trial');
  });

  it('erases a closed organization’s data 30 days after it closed, keeping the account and its invoices', async () => {
    const owner = await signIn();
    const organizationId = await organizationOf(owner);
    await subscribe(owner, 'starter');
    const contact = await owner.post<{ id: string }>('/api/contacts', {
      name: 'Kiran Rao',
      email: `kiran.${Date.now()}@example.in`,
      phone: '+919812345678',
    });
    expect(contact.status).toBe(201);
    expect(
      (await owner.post('/api/deals', { title: 'Annual plan', contactId: contact.body.id })).status,
    ).toBe(201);
    expect(
      (
        await owner.post(`/api/contacts/${contact.body.id}/activities`, {
          type: 'note',
          subject: 'Met at expo',
        })
      ).status,
    ).toBe(201);
    const recording = `recordings/${organizationId}/call-1.wav`;
    await upload(recording);
    const stranger = await signIn();
    const theirs = await stranger.post<{ id: string }>('/api/contacts', {
      name: 'Not Erased',
      email: `kept.${Date.now()}@example.in`,
    });
    const theirFile = `recordings/${await organizationOf(stranger)}/call-2.wav`;
    await upload(theirFile);

    // A refund closes the subscription at once: read-only, and the date the data goes is known.
    // (Refused until Razorpay's event has recorded the payment.)
    const refunded = await eventually(
      () => owner.post('/api/subscription/refund', {}),
      (answer) => answer.status !== 409,
    );
    expect(refunded.status).toBe(200);
    const limits = await owner.get<SubscriptionLimits>('/api/subscription/limits');
    expect(limits.body.readOnly).toBe(true);
    expect(limits.body.readOnlyReason).toMatch(
      /^Your subscription has ended, so SalesFlow is read-only\./,
    );
    const closedAt = String((await subscriptionItem(organizationId))?.closedAt);
    expect(limits.body.dataErasedOn).toBe(new Date(Date.parse(closedAt) + 30 * DAY).toISOString());

    // Within the 30 days nothing goes: the data can still be read (and exported).
    await settleDueSubscriptions(new Date(Date.parse(closedAt) + 29 * DAY));
    expect((await subscriptionItem(organizationId))?.erasureStartedAt ?? null).toBeNull();
    await settleProjections();
    expect((await owner.get<{ total: number }>('/api/contacts?limit=10')).body.total).toBe(1);

    await settleDueSubscriptions(new Date(Date.parse(closedAt) + 30 * DAY + 60_000));
    const erasure = await eventually(
      () => erasureItem(organizationId),
      (item) => Boolean(item?.finishedAt),
      60_000,
    );
    expect(Number(erasure?.itemsErased)).toBeGreaterThan(0);
    expect((await owner.get<{ total: number }>('/api/contacts?limit=10')).body.total).toBe(0);
    expect((await owner.get<{ items: unknown[] }>('/api/deals?limit=10')).body.items).toEqual([]);
    expect((await owner.get(`/api/contacts/${contact.body.id}`)).status).toBe(404);
    await expect(readUploadHead(recording, 4)).rejects.toThrow(UploadMissingError);

    // The banner no longer offers an export of what is gone.
    expect(
      (await owner.get<SubscriptionLimits>('/api/subscription/limits')).body.readOnlyReason,
    ).toBe(
      'Your subscription has ended and, 30 days later, its data was deleted. Choose a plan to start again.',
    );
    // The account stays: its plan's state, its members, and its invoices (tax law).
    expect((await usageOf(owner)).status).toBe('cancelled');
    expect((await owner.get<unknown[]>('/api/team/members')).body).toHaveLength(1);
    const invoices = await owner.get<{ invoices: unknown[] }>('/api/subscription/invoices');
    expect(invoices.body.invoices.length).toBeGreaterThan(0);
    // Another organization loses nothing, and a second settling erases nothing again.
    expect((await stranger.get(`/api/contacts/${theirs.body.id}`)).status).toBe(200);
    expect((await readUploadHead(theirFile, 4)).toString()).toBe('RIFF');
    const started = (await subscriptionItem(organizationId))?.erasureStartedAt;
    expect(started).toBeTruthy();
    await settleDueSubscriptions(new Date(Date.parse(closedAt) + 31 * DAY));
    expect((await subscriptionItem(organizationId))?.erasureStartedAt).toBe(started);
    expect((await erasureItem(organizationId))?.finishedAt).toBe(erasure?.finishedAt);
  });
});
