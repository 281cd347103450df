import type { Contact } from '@salesflow/shared/contacts/contact.schema';
import type { HeldLeadsAnswer, HeldLeadsRelease } from '@salesflow/shared/contacts/held-lead';
import { beforeAll, describe, expect, it } from 'vitest';
import { LOCAL_OPERATOR_EMAIL } from '../../infra/local/local-stack';
import { type ApiClient, signIn } from '../support/api-client';
import { postLead, urlOf, webhookUrlsOf } from '../support/lead-webhooks';
import { settleProjections } from '../support/projections';
import { useLocalStackFromTests } from '../support/service-env';
import { signInAsMember } from '../support/team';

beforeAll(useLocalStackFromTests);

const organizationOf = async (client: ApiClient) =>
  (await client.get<{ organizationId: string }>('/api/auth/user')).body.organizationId;

const setPlan = async (organizationId: string, planId: string) => {
  const operator = await signIn(LOCAL_OPERATOR_EMAIL);
  const set = await operator.put(`/api/admin/organizations/${organizationId}/plan`, {
    planId,
    reason: 'held leads test',
  });
  expect(set.status).toBe(200);
};

const eventually = async <T>(
  read: () => Promise<T>,
  ok: (value: T) => boolean,
  timeoutMs = 20_000,
) => {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (ok(value)) return value;
    if (Date.now() > deadline) throw new Error(`timed out; last: ${JSON.stringify(value)}`);
    await new Promise((r) => setTimeout(r, 200));
  }
};

const held = async (client: ApiClient) =>
  (await client.get<HeldLeadsAnswer>('/api/held-leads')).body;

describe('held leads: a full plan never loses a webhook lead', () => {
  it('holds a new lead when the plan is full, merges a known one, and makes it a contact when room is made', async () => {
    const owner = await signIn();
    const organizationId = await organizationOf(owner);
    await setPlan(organizationId, 'basic');
    const stamp = Date.now();
    const rows = Array.from({ length: 250 }, (_, i) => `Lead ${i},lead${i}.${stamp}@example.in`);
    const imported = await owner.post<{ success: number }>('/api/contacts/import', {
      type: 'csv',
      data: ['name,email', ...rows].join('\n'),
    });
    expect(imported.body.success).toBe(250);

    const url = urlOf(await webhookUrlsOf(owner), 'generic');
    const lead = {
      name: 'Kavya Menon',
      email: `kavya.${stamp}@example.in`,
      phone: '+91 98450 11223',
      company: 'Menon Exports',
    };
    const answer = await postLead(url, 'application/json', JSON.stringify(lead));
    expect(answer.status).toBe(202);
    expect(answer.body).toMatchObject({
      success: true,
      status: 'held',
      held: { id: expect.any(String) },
    });
    expect(String((answer.body as { message?: string }).message)).toMatch(
      /^Your Basic plan holds up to 250 contacts/,
    );
    const waiting = await held(owner);
    expect(waiting.count).toBe(1);
    expect(waiting.items[0]).toMatchObject({
      origin: 'webhook:generic',
      fields: { name: 'Kavya Menon', email: lead.email },
    });
    expect(waiting.reason).toMatch(/Upgrade to Starter/);

    // A lead whose email is a contact already is merged, full or not.
    const again = await postLead(
      url,
      'application/json',
      JSON.stringify({ name: 'Lead 3', email: `lead3.${stamp}@example.in`, company: 'Filled In' }),
    );
    expect(again.status).toBe(200);
    expect(again.body).toMatchObject({ status: 'updated' });
    expect((await held(owner)).count).toBe(1);

    // Releasing with no room changes nothing and says why.
    const admin = await signInAsMember(organizationId, 'admin');
    const early = await admin.post<HeldLeadsRelease>('/api/held-leads/release', {});
    expect(early.body).toMatchObject({ released: 0, waiting: 1 });
    expect(early.body.reason).toMatch(/^Your Basic plan holds/);
    const member = await signInAsMember(organizationId, 'member');
    expect((await member.post('/api/held-leads/release', {})).status).toBe(403);
    expect((await member.get<HeldLeadsAnswer>('/api/held-leads')).body).toMatchObject({
      count: 1,
      canRelease: false,
    });
    expect((await admin.get<HeldLeadsAnswer>('/api/held-leads')).body.canRelease).toBe(true);

    // A bigger plan makes room: the held lead becomes a contact by itself.
    await setPlan(organizationId, 'starter');
    await eventually(
      () => held(owner),
      (list) => list.count === 0,
    );
    await settleProjections();
    const found = await owner.get<{ items: Contact[] }>(
      `/api/contacts?limit=50&search=${encodeURIComponent(lead.email)}`,
    );
    expect(found.body.items.map((c) => c.email)).toContain(lead.email);

    // Another organization sees none of it.
    const stranger = await signIn();
    expect(await held(stranger)).toMatchObject({ count: 0, items: [] });
  });

  it('holds leads when the trial has ended, and a paid plan releases them', async () => {
    const owner = await signIn();
    const me = (await owner.get<{ id: string; organizationId: string }>('/api/auth/user')).body;
    const { testTable } = await import('../support/table');
    const { UpdateCommand } = await import('@aws-sdk/lib-dynamodb');
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
    const url = urlOf(await webhookUrlsOf(owner), 'zapier');
    const answer = await postLead(
      url,
      'application/json',
      JSON.stringify({ name: 'After Trial', email: `after.${Date.now()}@example.in` }),
    );
    expect(answer.status).toBe(202);
    expect(String((answer.body as { message?: string }).message)).toMatch(
      /^Your 14-day trial has ended/,
    );
    await setPlan(me.organizationId, 'professional');
    await eventually(
      () => held(owner),
      (list) => list.count === 0,
    );
  });
});
