import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { upgradePlan } from '@salesflow/functions/modules/subscriptions/plan-changes.service';
import type { HeldLeadsAnswer } from '@salesflow/shared/contacts/held-lead';
import type {
  SubscriptionLimits,
  SubscriptionUsage,
} from '@salesflow/shared/plans/subscription.schema';
import { beforeAll, describe, expect, inject, it, onTestFinished } from 'vitest';
import { LOCAL_OPERATOR_EMAIL } from '../../infra/local/local-stack';
import { type ApiClient, signIn } from '../support/api-client';
import { settleProjections } from '../support/projections';
import { useLocalStackFromTests } from '../support/service-env';
import { testTable } from '../support/table';
import { signInAsMember } from '../support/team';
import { eventually } from '../support/whatsapp';

beforeAll(useLocalStackFromTests);

type ErrorBody = { error: { code: string; message: string; details?: { field: string }[] } };
type AuditItem = {
  organizationId: string;
  operatorEmail: string;
  detail: Record<string, unknown>;
  reason: string;
};

const organizationOf = async (client: ApiClient) =>
  (await client.get<{ organizationId: string }>('/api/auth/user')).body.organizationId;

const usageOf = async (client: ApiClient) => {
  const answer = await client.get<SubscriptionUsage>('/api/subscription/usage');
  expect(answer.status).toBe(200);
  return answer.body;
};

describe('plans and usage', () => {
  it('a new account is on the trial with the Starter plan’s limits, and usage counts what it has', async () => {
    const owner = await signIn();
    const before = await usageOf(owner);
    expect(before).toMatchObject({
      plan: 'trial',
      planName: 'Trial',
      status: 'trialing',
      billingCycle: null,
      contacts: { used: 0, limit: 500 },
      aiCalls: { used: 0, limit: 100 },
      members: { used: 1 },
    });
    const trialDays = (Date.parse(String(before.trialEndsAt)) - Date.now()) / 86_400_000;
    expect(trialDays).toBeGreaterThan(13.9);
    expect(trialDays).toBeLessThanOrEqual(14);

    for (const name of ['Asha Rao', 'Vikram Shah']) {
      const email = `${name.split(' ')[0]?.toLowerCase()}.${Date.now()}@example.in`;
      expect((await owner.post('/api/contacts', { name, email })).status).toBe(201);
    }
    const organizationId = await organizationOf(owner);
    await signInAsMember(organizationId, 'member');
    // The contacts' usage is counted from the table's stream.
    await settleProjections();
    const after = await usageOf(owner);
    expect(after.contacts.used).toBe(2);
    expect(after.members.used).toBe(2);

    const limits = await owner.get<SubscriptionLimits>('/api/subscription/limits');
    expect(limits.body).toMatchObject({
      plan: 'trial',
      contacts: 500,
      aiCallsPerMonth: 100,
      concurrentCalls: 1,
      readOnly: false,
      readOnlyReason: null,
      dataErasedOn: null,
    });
  });

  it('upgrade refuses clearly where payments are not configured, and the plan stays', async () => {
    const owner = await signIn();
    const me = (await owner.get<{ id: string; organizationId: string }>('/api/auth/user')).body;
    // Called here, in a process without Razorpay's keys (the stack's gateway has the fake's).
    const keyId = process.env.RAZORPAY_KEY_ID;
    delete process.env.RAZORPAY_KEY_ID;
    onTestFinished(() => {
      process.env.RAZORPAY_KEY_ID = keyId;
    });
    const auth = {
      userId: me.id,
      organizationId: me.organizationId,
      timezone: 'Asia/Kolkata',
      sessionId: 'test',
      role: 'owner' as const,
    };
    await expect(upgradePlan(auth, { planId: 'professional' })).rejects.toThrow(
      /^Payments are not configured yet, so your plan was not changed\./,
    );
    expect((await usageOf(owner)).plan).toBe('trial');
    for (const body of [
      {},
      { planId: 'trial' },
      { planId: 'gold' },
      { planId: 'starter', billingCycle: 'weekly' },
    ]) {
      const bad = await owner.post<ErrorBody>('/api/subscription/upgrade', body);
      expect(bad.status, JSON.stringify(body)).toBe(400);
    }
    // Only the owner pays.
    const admin = await signInAsMember(await organizationOf(owner), 'admin');
    expect((await admin.post('/api/subscription/upgrade', { planId: 'starter' })).status).toBe(403);
    expect((await admin.get('/api/subscription/usage')).status).toBe(200);
  });

  it('an operator sets a plan by hand, at once, with its member ceiling, and the audit log says who and why', async () => {
    const owner = await signIn();
    const organizationId = await organizationOf(owner);
    const operator = await signIn(LOCAL_OPERATOR_EMAIL);
    expect((await operator.get<{ isOperator: boolean }>('/api/auth/user')).body.isOperator).toBe(
      true,
    );
    const set = await operator.put(`/api/admin/organizations/${organizationId}/plan`, {
      planId: 'professional',
      reason: 'Paid by bank transfer, invoice 2026-118',
    });
    expect(set.status).toBe(200);
    expect(set.body).toMatchObject({ organizationId, plan: 'professional', maxMembers: 20 });
    const usage = await usageOf(owner);
    expect(usage).toMatchObject({
      plan: 'professional',
      status: 'active',
      contacts: { limit: 2500 },
      aiCalls: { limit: 500 },
      members: { limit: 20 },
    });
    expect((await owner.get<{ currentPlan: string }>('/api/auth/user')).body.currentPlan).toBe(
      'professional',
    );

    const extended = await operator.put(`/api/admin/organizations/${organizationId}/plan`, {
      planId: 'trial',
      trialDays: 30,
      reason: 'Pilot with the Pune branch',
    });
    expect(extended.status).toBe(200);
    const trial = await usageOf(owner);
    expect(trial.plan).toBe('trial');
    const days = (Date.parse(String(trial.trialEndsAt)) - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(29.9);
    expect(days).toBeLessThanOrEqual(30);

    const log = await operator.get<{ items: AuditItem[] }>('/api/admin/audit-log');
    const mine = log.body.items.filter((entry) => entry.organizationId === organizationId);
    expect(mine.map((entry) => entry.reason)).toEqual([
      'Pilot with the Pune branch',
      'Paid by bank transfer, invoice 2026-118',
    ]);
    expect(mine[1]?.detail).toMatchObject({ from: 'trial', to: 'professional', maxMembers: 20 });
    expect(mine[0]?.operatorEmail).toBe(LOCAL_OPERATOR_EMAIL);
  });

  it('refuses bad plan changes with a 400 and changes nothing; an unknown organization is 404', async () => {
    const owner = await signIn();
    const organizationId = await organizationOf(owner);
    const operator = await signIn(LOCAL_OPERATOR_EMAIL);
    for (const body of [
      { planId: 'gold', reason: 'x' },
      { planId: 'starter' },
      { planId: 'starter', reason: '   ' },
      { planId: 'trial', trialDays: 0, reason: 'x' },
      { planId: 'trial', trialDays: 91, reason: 'x' },
      { planId: 'trial', trialDays: 2.5, reason: 'x' },
    ]) {
      const answer = await operator.put(`/api/admin/organizations/${organizationId}/plan`, body);
      expect(answer.status, JSON.stringify(body)).toBe(400);
    }
    expect((await usageOf(owner)).plan).toBe('trial');
    const unknown = await operator.put(
      '/api/admin/organizations/01UNKNOWNORGANIZATION000000/plan',
      {
        planId: 'starter',
        reason: 'x',
      },
    );
    expect(unknown.status).toBe(404);
    expect((await operator.get('/api/admin/audit-log?month=2026-13')).status).toBe(400);
  });

  it('keeps operators’ routes from customers, owners included, and each organization’s usage to itself', async () => {
    const owner = await signIn();
    const stranger = await signIn();
    const organizationId = await organizationOf(owner);
    expect(
      (
        await owner.put(`/api/admin/organizations/${organizationId}/plan`, {
          planId: 'enterprise',
          reason: 'me',
        })
      ).status,
    ).toBe(404);
    // Not a refusal that says something is there: to customers the admin API does not exist.
    const audit = await owner.get<{ error: { code: string } }>('/api/admin/audit-log');
    expect(audit.status).toBe(404);
    expect(audit.body.error.code).toBe('NOT_FOUND');
    expect((await owner.get<{ isOperator: boolean }>('/api/auth/user')).body.isOperator).toBe(
      false,
    );
    await owner.post('/api/contacts', {
      name: 'Only Mine',
      email: `only.${Date.now()}@example.in`,
    });
    await settleProjections();
    expect((await usageOf(stranger)).contacts.used).toBe(0);
    expect((await usageOf(owner)).contacts.used).toBe(1);
  });
});

describe('the contact limit', () => {
  const setPlan = async (organizationId: string, planId: string) => {
    const operator = await signIn(LOCAL_OPERATOR_EMAIL);
    const set = await operator.put(`/api/admin/organizations/${organizationId}/plan`, {
      planId,
      reason: 'contact limit test',
    });
    expect(set.status).toBe(200);
  };

  it('an import fills the plan’s contacts and holds the rows past it; the form then answers 402 naming the plan that lifts it', async () => {
    const owner = await signIn();
    const organizationId = await organizationOf(owner);
    await setPlan(organizationId, 'basic');
    const stamp = Date.now();
    const rows = Array.from({ length: 255 }, (_, i) => `Lead ${i},lead${i}.${stamp}@example.in`);
    type Imported = { success: number; failed: number; errors: string[]; held?: number };
    const imported = await owner.post<Imported>('/api/contacts/import', {
      type: 'csv',
      data: ['name,email', ...rows].join('\n'),
    });
    expect(imported.status).toBe(200);
    expect(imported.body).toMatchObject({ success: 250, failed: 0, errors: [], held: 5 });
    await settleProjections();
    expect((await usageOf(owner)).contacts).toEqual({ used: 250, limit: 250 });
    const held = await owner.get<HeldLeadsAnswer>('/api/held-leads');
    expect(held.body.count).toBe(5);
    expect(held.body.reason).toBe(
      'Your Basic plan holds up to 250 contacts and you have 250. Upgrade to Starter for up to 500 contacts.',
    );
    expect(held.body.items[0]).toMatchObject({ origin: 'import:csv' });

    // Full, a known email is still a duplicate; a new one is held too.
    const again = await owner.post<Imported>('/api/contacts/import', {
      type: 'manual',
      data: [`Lead 0 - lead0.${stamp}@example.in`, `New One - new.${stamp}@example.in`].join('\n'),
    });
    expect(again.body).toMatchObject({
      success: 0,
      failed: 1,
      errors: ['Row 1: A contact with this email already exists'],
      held: 1,
    });

    const refused = await owner.post<ErrorBody>('/api/contacts', {
      name: 'One Too Many',
      email: `over.${stamp}@example.in`,
    });
    expect(refused.status).toBe(402);
    expect(refused.body.error).toMatchObject({
      code: 'LIMIT_EXCEEDED',
      message:
        'Your Basic plan holds up to 250 contacts and you have 250. Upgrade to Starter for up to 500 contacts.',
    });
    await settleProjections();
    expect((await usageOf(owner)).contacts.used).toBe(250);

    // A bigger plan makes room at once, and the held rows become contacts by themselves.
    await setPlan(organizationId, 'starter');
    await eventually(
      async () => (await owner.get<HeldLeadsAnswer>('/api/held-leads')).body.count === 0,
    );
    await settleProjections();
    expect((await usageOf(owner)).contacts.used).toBe(256);
    expect(
      (await owner.post('/api/contacts', { name: 'Room Now', email: `room.${stamp}@example.in` }))
        .status,
    ).toBe(201);
  });

  it('an ended trial adds no contacts, and keeps the ones it has', async () => {
    const owner = await signIn();
    expect(
      (
        await owner.post('/api/contacts', {
          name: 'Kept Lead',
          email: `kept.${Date.now()}@example.in`,
        })
      ).status,
    ).toBe(201);
    const me = (await owner.get<{ id: string }>('/api/auth/user')).body;
    const table = testTable();
    await table.client.send(
      new UpdateCommand({
        TableName: table.name,
        Key: { pk: `USER#${me.id}`, sk: 'PROFILE' },
        UpdateExpression: 'SET planStartDate = :start',
        ExpressionAttributeValues: {
          ':start': new Date(Date.now() - 15 * 86_400_000).toISOString(),
        },
      }),
    );
    expect((await usageOf(owner)).status).toBe('trial_expired');
    const refused = await owner.post<ErrorBody>('/api/contacts', {
      name: 'Too Late',
      email: `late.${Date.now()}@example.in`,
    });
    expect(refused.status).toBe(402);
    expect(refused.body.error.message).toMatch(
      /^Your 14-day trial has ended, so no contacts can be added\./,
    );
    await settleProjections();
    expect((await usageOf(owner)).contacts.used).toBe(1);
  });
});

describe('read-only when the trial ends', () => {
  it('refuses every change with 402 while reads work; paying for a plan lifts it', async () => {
    const owner = await signIn();
    const organizationId = await organizationOf(owner);
    const member = await signInAsMember(organizationId, 'member');
    const created = await owner.post<{ id: string }>('/api/contacts', {
      name: 'Before End',
      email: `before.${Date.now()}@example.in`,
    });
    const table = testTable();
    await table.client.send(
      new UpdateCommand({
        TableName: table.name,
        Key: { pk: `ORG#${organizationId}`, sk: 'PROFILE' },
        UpdateExpression: 'SET trialEndsAt = :past',
        ExpressionAttributeValues: { ':past': new Date(Date.now() - 60_000).toISOString() },
      }),
    );
    for (const [client, call] of [
      [
        owner,
        () =>
          owner.post<ErrorBody>('/api/contacts', {
            name: 'After End',
            email: `after.${Date.now()}@example.in`,
          }),
      ],
      [
        owner,
        () => owner.put<ErrorBody>(`/api/contacts/${created.body.id}`, { company: 'Changed' }),
      ],
      [
        member,
        () =>
          member.post<ErrorBody>('/api/deals', {
            title: 'Deal',
            value: '100',
            stage: 'prospecting',
            contactId: created.body.id,
          }),
      ],
      [owner, () => owner.delete<ErrorBody>(`/api/contacts/${created.body.id}`)],
    ] as const) {
      void client;
      const refused = await call();
      expect(refused.status).toBe(402);
      expect(refused.body.error.message).toBe(
        'Your 14-day trial has ended, so SalesFlow is read-only. Choose a plan to keep working; your data is kept.',
      );
    }
    expect((await owner.get(`/api/contacts/${created.body.id}`)).status).toBe(200);
    expect((await member.get('/api/contacts')).status).toBe(200);
    // The app's banner says the same, to everyone in the organization.
    expect((await member.get<SubscriptionLimits>('/api/subscription/limits')).body).toMatchObject({
      readOnly: true,
      readOnlyReason:
        'Your 14-day trial has ended, so SalesFlow is read-only. Choose a plan to keep working; your data is kept.',
      dataErasedOn: null,
    });
    // Paying lifts it.
    const upgrade = await owner.post<{ checkout?: { subscriptionId: string } }>(
      '/api/subscription/upgrade',
      {
        planId: 'starter',
        billingDetails: { legalName: 'Kochi Realty', country: 'IN', state: '32' },
      },
    );
    expect(upgrade.status).toBe(200);
    const paid = await fetch(`${inject('razorpayApiBaseUrl')}/_fake/checkout`, {
      method: 'POST',
      body: JSON.stringify({
        subscription_id: upgrade.body.checkout?.subscriptionId,
        method: 'card',
      }),
    }).then((r) => r.json());
    expect((await owner.post('/api/subscription/checkout/verify', paid)).status).toBe(200);
    expect(
      (await owner.put(`/api/contacts/${created.body.id}`, { company: 'Changed' })).status,
    ).toBe(200);
  });

  it('an operator’s trial extension lifts it too', async () => {
    const owner = await signIn();
    const organizationId = await organizationOf(owner);
    const table = testTable();
    await table.client.send(
      new UpdateCommand({
        TableName: table.name,
        Key: { pk: `ORG#${organizationId}`, sk: 'PROFILE' },
        UpdateExpression: 'SET trialEndsAt = :past',
        ExpressionAttributeValues: { ':past': new Date(Date.now() - 60_000).toISOString() },
      }),
    );
    expect(
      (
        await owner.post('/api/contacts', {
          name: 'Blocked',
          email: `blocked.${Date.now()}@example.in`,
        })
      ).status,
    ).toBe(402);
    const operator = await signIn(LOCAL_OPERATOR_EMAIL);
    await operator.put(`/api/admin/organizations/${organizationId}/plan`, {
      planId: 'trial',
      trialDays: 7,
      reason: 'Extended for a demo',
    });
    expect(
      (
        await owner.post('/api/contacts', {
          name: 'Allowed',
          email: `allowed.${Date.now()}@example.in`,
        })
      ).status,
    ).toBe(201);
  });
});
