import { GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import type { NoticePage } from '@salesflow/shared/notifications/notice';
import type { SubscriptionUsage, UpgradeAnswer } from '@salesflow/shared/plans/subscription.schema';
import type { OrganizationSummary } from '@salesflow/shared/teams/team.schema';
import type { TeamSettings } from '@salesflow/shared/teams/team-settings.schema';
import { beforeAll, describe, expect, it } from 'vitest';
import { type ApiClient, signIn } from '../support/api-client';
import {
  INDIA_BILLING,
  razorpayApi,
  razorpayControl,
  subscribe,
  subscriptionsAtRazorpay,
} from '../support/razorpay';
import { useLocalStackFromTests } from '../support/service-env';
import { testTable } from '../support/table';
import { signInAsMember } from '../support/team';

beforeAll(useLocalStackFromTests);

type ErrorBody = { error: { code: string; message: string } };

const organizationOf = async (client: ApiClient) =>
  (await client.get<{ organizationId: string }>('/api/auth/user')).body.organizationId;

const usageOf = async (client: ApiClient) =>
  (await client.get<SubscriptionUsage>('/api/subscription/usage')).body;

const upgrade = (owner: ApiClient, planId: string, billingCycle = 'monthly') =>
  owner.post<UpgradeAnswer & ErrorBody>('/api/subscription/upgrade', {
    planId,
    billingCycle,
    billingDetails: INDIA_BILLING,
  });

const claimKey = (organizationId: string) => ({
  pk: `ORG#${organizationId}`,
  sk: 'CHECKOUT_CLAIM',
});

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

describe('one subscription per organization', () => {
  it('ten upgrades at once open one Razorpay subscription; the others get the same checkout or a 409 saying one is in progress', async () => {
    const owner = await signIn();
    const organizationId = await organizationOf(owner);
    const answers = await Promise.all(Array.from({ length: 10 }, () => upgrade(owner, 'starter')));
    const statuses = answers.map((a) => a.status);
    expect(
      statuses.every((s) => s === 200 || s === 409),
      JSON.stringify(statuses),
    ).toBe(true);
    const opened = new Set(
      answers.filter((a) => a.status === 200).map((a) => a.body.checkout?.subscriptionId),
    );
    expect(opened.size).toBe(1);
    for (const refused of answers.filter((a) => a.status === 409)) {
      expect(refused.body.error.message).toBe(
        'A checkout for the Starter plan is being prepared. Try again in a moment.',
      );
    }
    const atRazorpay = await subscriptionsAtRazorpay(organizationId);
    expect(atRazorpay.map((s) => s.id)).toEqual([...opened]);

    // Asked again once it is open: the same checkout, not a second subscription.
    const again = await upgrade(owner, 'starter');
    expect(again.status).toBe(200);
    expect(again.body.checkout?.subscriptionId).toBe([...opened][0]);
    expect(await subscriptionsAtRazorpay(organizationId)).toHaveLength(1);
  });

  it('two upgrades sent at once and both paid give one plan, one subscription and one invoice', async () => {
    const owner = await signIn();
    const organizationId = await organizationOf(owner);
    const [first, second] = await Promise.all([
      upgrade(owner, 'starter'),
      upgrade(owner, 'starter'),
    ]);
    const ids = [first, second]
      .filter((a) => a.status === 200)
      .map((a) => String(a.body.checkout?.subscriptionId));
    expect(ids.length).toBeGreaterThan(0);
    expect(new Set(ids).size).toBe(1);
    const paid = await razorpayControl<Record<string, string>>('POST', '/_fake/checkout', {
      subscription_id: ids[0],
      method: 'card',
    });
    expect((await owner.post('/api/subscription/checkout/verify', paid)).status).toBe(200);
    // Paying the same checkout a second time is refused by Razorpay: it is paid already.
    await expect(
      razorpayControl('POST', '/_fake/checkout', { subscription_id: ids[0], method: 'card' }),
    ).rejects.toThrow(/already been authenticated/);
    expect(await subscriptionsAtRazorpay(organizationId)).toHaveLength(1);
    expect(await usageOf(owner)).toMatchObject({ plan: 'starter', status: 'active' });
    await expect
      .poll(
        async () =>
          (await owner.get<{ invoices: unknown[] }>('/api/subscription/invoices')).body.invoices
            .length,
        { timeout: 20_000, interval: 200 },
      )
      .toBe(1);
  });

  it('another plan while Checkout is open replaces the unpaid subscription, which can no longer be paid', async () => {
    const owner = await signIn();
    const organizationId = await organizationOf(owner);
    const starter = await upgrade(owner, 'starter');
    expect(starter.status).toBe(200);
    const professional = await upgrade(owner, 'professional');
    expect(professional.status).toBe(200);
    const oldId = String(starter.body.checkout?.subscriptionId);
    const newId = String(professional.body.checkout?.subscriptionId);
    expect(newId).not.toBe(oldId);
    expect((await razorpayApi<{ status: string }>('GET', `/subscriptions/${oldId}`)).status).toBe(
      'cancelled',
    );
    await expect(
      razorpayControl('POST', '/_fake/checkout', { subscription_id: oldId, method: 'card' }),
    ).rejects.toThrow(/cancelled/);
    const live = (await subscriptionsAtRazorpay(organizationId)).filter(
      (s) => s.status !== 'cancelled',
    );
    expect(live.map((s) => s.id)).toEqual([newId]);
  });

  it('a claim left by a process that died before Razorpay answered lapses: 409 until it expires, then the upgrade goes on', async () => {
    const owner = await signIn();
    const organizationId = await organizationOf(owner);
    const table = testTable();
    const claim = (expiresAt: number) =>
      table.client.send(
        new PutCommand({
          TableName: table.name,
          Item: {
            ...claimKey(organizationId),
            type: 'checkoutClaim',
            claimId: 'died-mid-request',
            state: 'creating',
            planId: 'professional',
            billingCycle: 'monthly',
            expiresAt,
            expire: expiresAt + 86_400,
          },
        }),
      );
    const now = Math.floor(Date.now() / 1000);
    await claim(now + 60);
    const held = await upgrade(owner, 'starter');
    expect(held.status).toBe(409);
    expect(held.body.error.message).toBe(
      'A checkout for the Professional plan is being prepared. Try again in a moment.',
    );
    expect(await subscriptionsAtRazorpay(organizationId)).toHaveLength(0);

    await claim(now - 1);
    const taken = await upgrade(owner, 'starter');
    expect(taken.status).toBe(200);
    expect(await subscriptionsAtRazorpay(organizationId)).toHaveLength(1);
  });

  it('an extra subscription Razorpay reports active is cancelled and refunded at once, and the owner is told', async () => {
    const owner = await signIn();
    const organizationId = await organizationOf(owner);
    const { checkout } = await subscribe(owner, 'starter');
    // A race outside SalesFlow's control: a second subscription for the organization is paid.
    const plan = await razorpayApi<{ id: string }>('POST', '/plans', {
      period: 'monthly',
      interval: 1,
      item: { name: 'SalesFlow Starter (monthly)', amount: 4900, currency: 'USD' },
    });
    const extra = await razorpayApi<{ id: string }>('POST', '/subscriptions', {
      plan_id: plan.id,
      total_count: 60,
      quantity: 1,
      notes: { organizationId, planId: 'starter', cycle: 'monthly' },
    });
    const paid = await razorpayControl<{ razorpay_payment_id: string }>('POST', '/_fake/checkout', {
      subscription_id: extra.id,
      method: 'card',
    });
    await expect
      .poll(
        async () =>
          (await razorpayApi<{ status: string }>('GET', `/subscriptions/${extra.id}`)).status,
        { timeout: 20_000, interval: 200 },
      )
      .toBe('cancelled');
    await expect
      .poll(
        async () =>
          (
            await razorpayApi<{ amount_refunded: number }>(
              'GET',
              `/payments/${paid.razorpay_payment_id}`,
            )
          ).amount_refunded,
        { timeout: 20_000, interval: 200 },
      )
      .toBe(4900);
    await expect
      .poll(
        async () =>
          (await owner.get<NoticePage>('/api/notifications')).body.items.filter(
            (n) => n.title === 'A second subscription was cancelled and refunded',
          ),
        { timeout: 20_000, interval: 200 },
      )
      .toHaveLength(1);
    const [notice] = (await owner.get<NoticePage>('/api/notifications')).body.items;
    expect(notice?.message).toBe(
      'Razorpay charged a second subscription for the Starter plan while your organization already had one. We cancelled it and refunded $49.00 in full: it reaches you in 5-7 business days. Your Starter plan goes on as before.',
    );
    expect(notice?.link).toBe('/app/settings?tab=billing');

    // The organization's own subscription goes on, and renews; the extra one cannot.
    expect((await subscriptionItem(organizationId))?.subscriptionId).toBe(checkout.subscriptionId);
    expect(await usageOf(owner)).toMatchObject({ plan: 'starter', status: 'active' });
    expect(
      (await razorpayApi<{ status: string }>('GET', `/subscriptions/${checkout.subscriptionId}`))
        .status,
    ).toBe('active');
    await expect(
      razorpayControl('POST', '/_fake/renew', { subscription_id: extra.id }),
    ).rejects.toThrow(/cancelled/);
    await razorpayControl('POST', '/_fake/renew', { subscription_id: checkout.subscriptionId });
    await expect
      .poll(
        async () =>
          (
            await owner.get<{ invoices: { status: string }[] }>('/api/subscription/invoices')
          ).body.invoices
            .map((i) => i.status)
            .sort(),
        { timeout: 20_000, interval: 200 },
      )
      .toEqual(['paid', 'paid', 'refunded']);
  });
});

describe('the plan the team sees', () => {
  it('Team shows the real plan: the trial while it lasts, then the plan paid for, to everyone', async () => {
    const owner = await signIn();
    const organizationId = await organizationOf(owner);
    const member = await signInAsMember(organizationId, 'member');
    const plans = async (client: ApiClient) => [
      (await client.get<OrganizationSummary[]>('/api/organizations')).body.find(
        (o) => o.id === organizationId,
      )?.plan,
      (await client.get<TeamSettings>('/api/team/settings')).body.plan,
    ];
    expect(await plans(owner)).toEqual(['trial', 'trial']);
    expect(await plans(member)).toEqual(['trial', 'trial']);
    await subscribe(owner, 'professional');
    expect(await plans(owner)).toEqual(['professional', 'professional']);
    expect(await plans(member)).toEqual(['professional', 'professional']);
  });
});

describe('who may change the plan', () => {
  it('usage and limits tell the owner they may; a member or admin is told who can instead', async () => {
    const owner = await signIn();
    const organizationId = await organizationOf(owner);
    const { limits, usage } = {
      limits: (client: ApiClient) =>
        client.get<{ canChangePlan: boolean; ownerName: string }>('/api/subscription/limits'),
      usage: (client: ApiClient) =>
        client.get<{ canChangePlan: boolean; ownerName: string }>('/api/subscription/usage'),
    };
    expect((await usage(owner)).body).toMatchObject({
      canChangePlan: true,
      ownerName: owner.email,
    });
    expect((await limits(owner)).body).toMatchObject({ canChangePlan: true });
    for (const role of ['member', 'admin'] as const) {
      const someone = await signInAsMember(organizationId, role);
      expect((await usage(someone)).body).toMatchObject({
        canChangePlan: false,
        ownerName: owner.email,
      });
      expect((await limits(someone)).body).toMatchObject({
        canChangePlan: false,
        ownerName: owner.email,
      });
    }
  });
});
