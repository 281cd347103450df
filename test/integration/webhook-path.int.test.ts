import type { AuthUser } from '@salesflow/shared/auth/auth-user';
import type { Contact } from '@salesflow/shared/contacts/contact.schema';
import type { WebhookUrlsAnswer } from '@salesflow/shared/lead-capture/integrations';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Gateway } from '../../infra/local/gateway';
import { type ApiClient, signIn } from '../support/api-client';
import { type DynamoTap, tapDynamo } from '../support/dynamo-tap';
import { startInProcessGateway } from '../support/in-process-gateway';
import { postLead, webhookUrlsOf } from '../support/lead-webhooks';
import { signInAsMember } from '../support/team';

/**
 * What one webhook lead costs in DynamoDB calls, counted on the client of a gateway in this test
 * process (dynamo-tap.ts), and how long a key found once is trusted.
 */
const unique = (label: string) => `${label}-${Math.random().toString(36).slice(2, 10)}`;
const json = 'application/json';
const me = async (client: ApiClient) => (await client.get<AuthUser>('/api/auth/user')).body;

describe('the webhook path', () => {
  let gateway: Gateway;
  let tap: DynamoTap;
  /** A URL of the run's stack, sent to the gateway of this process instead. */
  const here = (url: string) => url.replace(/^http:\/\/[^/]+/, gateway.url);

  beforeAll(async () => {
    gateway = await startInProcessGateway();
    tap = tapDynamo();
  });
  afterEach(() => {
    vi.useRealTimers();
  });
  afterAll(async () => {
    tap?.stop();
    await gateway?.stop();
  });

  /** The calls each of `count` new leads made, once the container has seen the organization. */
  const callsPerLead = async (url: string, count: number) => {
    const warm = await postLead(
      url,
      json,
      JSON.stringify({ name: 'Warm', email: `${unique('w')}@example.com` }),
    );
    expect(warm.status, JSON.stringify(warm.body)).toBe(201);
    const counts: { calls: string[]; contactId: string }[] = [];
    for (let i = 0; i < count; i += 1) {
      tap.reset();
      const answer = await postLead(
        url,
        json,
        JSON.stringify({ name: `Lead ${i}`, email: `${unique('lead')}@example.com` }),
      );
      expect(answer.status, JSON.stringify(answer.body)).toBe(201);
      counts.push({
        calls: tap.calls.map((call) => `${call.operation} ${call.partitions.join(',')}`),
        contactId: String(answer.body.contact?.id),
      });
    }
    const last = counts.at(-1)?.calls ?? [];
    console.info(`DynamoDB calls per webhook lead: ${last.length}\n  ${last.join('\n  ')}`);
    return counts;
  };

  it('reads the key, the mapping and the round-robin members once for a burst, not per lead', async () => {
    const owner = await signIn();
    const organizationId = (await me(owner)).organizationId;
    const members = await Promise.all([
      signInAsMember(organizationId, 'member'),
      signInAsMember(organizationId, 'member'),
    ]);
    const ids = await Promise.all(members.map(async (member) => (await me(member)).id));
    expect((await owner.put('/api/team/settings', { roundRobinMemberIds: ids })).status).toBe(200);
    const url = here((await webhookUrlsOf(owner)).webhookUrls.generic);

    const leads = await callsPerLead(url, 3);

    for (const { calls } of leads) {
      // Before: 16 calls (the key, the mapping, the organization, its plan and its memberships
      // each read again per lead). Now: the rate counter, the idempotency record (2), the
      // contact count, the turn, the contact's transaction, the assignee's notice (3: their
      // settings, the notice with its outbox, the outbox done), and the delivery log.
      expect(calls.filter((call) => call.startsWith('GetItem WHKEY#'))).toEqual([]);
      expect(calls.filter((call) => call.startsWith('GetItem ORG#'))).toEqual([]);
      expect(calls.filter((call) => call.startsWith('Query'))).toEqual([]);
      expect(calls.length, calls.join('\n')).toBeLessThanOrEqual(10);
      expect(calls.filter((call) => call.startsWith('TransactWriteItems'))).toHaveLength(2);
    }
    // Still handed out in turn, to members of the team.
    const holders = await Promise.all(
      leads.map(
        async ({ contactId }) =>
          (await owner.get<Contact>(`/api/contacts/${contactId}`)).body.assignedTo,
      ),
    );
    expect(new Set(holders).size).toBe(2);
    for (const holder of holders) expect(ids).toContain(holder);
  });

  it('reads nothing but the contact count for a new lead once the organization is known', async () => {
    const owner = await signIn();
    const url = here((await webhookUrlsOf(owner)).webhookUrls.generic);

    const leads = await callsPerLead(url, 3);

    for (const { calls } of leads) {
      // Before: 10 calls (the key, the mapping and the plan read per lead). Now: the rate counter, the idempotency record (2), the contact count
      // (one BatchGetItem), the contact's transaction and the delivery log.
      expect(calls.filter((call) => call.startsWith('GetItem'))).toEqual([]);
      expect(calls.length, calls.join('\n')).toBeLessThanOrEqual(6);
    }
  });

  it('reads the contact once when a known email comes again', async () => {
    const owner = await signIn();
    const url = here((await webhookUrlsOf(owner)).webhookUrls.generic);
    const contactId = (await callsPerLead(url, 1))[0]?.contactId;
    const email = (await owner.get<Contact>(`/api/contacts/${contactId}`)).body.email;

    tap.reset();
    const again = await postLead(
      url,
      json,
      JSON.stringify({ name: 'Lead 0', email, company: 'Acme' }),
    );

    expect(again.status, JSON.stringify(again.body)).toBe(200);
    expect(again.body.status).toBe('updated');
    const contactReads = tap.calls.filter(
      (call) => call.operation === 'GetItem' && / CONTACT#/.test(call.keys[0] ?? ''),
    );
    // Found by its email's claim, then read once (it was read twice before).
    expect(contactReads).toHaveLength(1);
  });

  it('trusts a key found once for 30 seconds at most: a key rotated elsewhere stops by then', async () => {
    const owner = await signIn();
    const admin = await signInAsMember((await me(owner)).organizationId, 'admin');
    const before = await webhookUrlsOf(admin);
    const oldUrl = here(before.webhookUrls.generic);
    expect(
      (
        await postLead(
          oldUrl,
          json,
          JSON.stringify({ name: 'Old', email: `${unique('o')}@example.com` }),
        )
      ).status,
    ).toBe(201);
    // Rotated through the run's stack: this process's memory does not hear of it.
    const rotated = await admin.post<WebhookUrlsAnswer>('/api/integrations/webhook-key/rotate', {});
    expect(rotated.status).toBe(200);

    // The new key works at once.
    const fresh = await postLead(
      here(rotated.body.webhookUrls.generic),
      json,
      JSON.stringify({ name: 'New', email: `${unique('n')}@example.com` }),
    );
    expect(fresh.status).toBe(201);
    // The clock moves on (Date only, in this process: the gateway's memory reads it) a few
    // seconds a try: by the 30 s bound the old key is refused.
    const started = Date.now();
    vi.useFakeTimers({ toFake: ['Date'], now: started });
    const statuses: number[] = [];
    for (let step = 1; step <= 7; step += 1) {
      vi.setSystemTime(started + step * 5_000 + 100);
      const late = await postLead(
        oldUrl,
        json,
        JSON.stringify({ name: 'Late', email: `${unique('l')}@example.com` }),
      );
      statuses.push(late.status);
      if (late.status === 401) break;
    }
    vi.useRealTimers();
    expect(statuses.at(-1), statuses.join(',')).toBe(401);
    // Refused by 30 s (6 steps of 5 s) at the latest.
    expect(statuses.length).toBeLessThanOrEqual(6);
  });
});
