import { randomUUID } from 'node:crypto';
import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { erasureDeclarations } from '@salesflow/functions/erasure-registry';
import {
  type ErasureMessage,
  eraseStep,
  erasureStartWrites,
} from '@salesflow/functions/modules/organization-erasure/erasure.service';
import {
  declaredPatterns,
  shapeCovers,
  shapeOfKey,
} from '@salesflow/functions/platform/data/erasure-declaration';
import { commit } from '@salesflow/functions/platform/data/unit-of-work';
import { CONTACT_DUPLICATES_QUEUE } from '@salesflow/functions/platform/queue-names';
import { DEFAULT_AI_AGENT_SETTINGS } from '@salesflow/shared/ai-agent/ai-agent-settings';
import type { AuthUser } from '@salesflow/shared/auth/auth-user';
import { DEFAULT_CALLING_SETTINGS } from '@salesflow/shared/calls/calling-settings.schema';
import type { Contact } from '@salesflow/shared/contacts/contact.schema';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LOCAL_OPERATOR_EMAIL } from '../../infra/local/local-stack';
import { recordCall } from '../support/ai-call-records';
import { type ApiClient, signIn } from '../support/api-client';
import { tapDynamo } from '../support/dynamo-tap';
import { runImport } from '../support/import-jobs';
import { postLead, urlOf, webhookUrlsOf } from '../support/lead-webhooks';
import { invitationLinkTo } from '../support/mailbox';
import { settleProjections } from '../support/projections';
import { queueDrained } from '../support/queues';
import { useLocalStackFromTests } from '../support/service-env';
import { testTable } from '../support/table';
import { organizationKeys } from '../support/table-scan';
import { signInAsMember } from '../support/team';
import { lookAroundAndSetUp } from '../support/unused-organization';
import { connectedOrganization, contactWithPhone, customerWrites } from '../support/whatsapp';

beforeAll(useLocalStackFromTests);

/**
 * Erasure reads the organization's own partitions, as its modules declare them
 * (functions/src/erasure-registry.ts), never the whole table. These tests use every feature that writes
 * for an organization, then look with a Scan of their own (the erasure itself never scans) at what
 * is left of it, at what another organization still has, and at whether every key the features
 * wrote is declared.
 */

const address = (name: string) => `${name}-${randomUUID()}@example.in`;

const organizationOf = async (client: ApiClient) =>
  (await client.get<AuthUser>('/api/auth/user')).body.organizationId;

/** Every item of the organization, found by the test's own Scan: `pk sk`. */
const itemsOf = (organizationId: string) => organizationKeys(organizationId);

const line = (key: { pk: string; sk: string }) => `${key.pk} ${key.sk}`;

/**
 * What the policy keeps when a closed organization's data is erased (section 4, the privacy
 * policy): the account (profile, members, subscription, billing details, payments and invoices,
 * the erasure's record), people and their sign-ins, what Razorpay knows, the audit log, the name
 * claim and the platform's record of the account. Written out here, not taken from the code.
 */
const keptOnErasure = (organizationId: string, key: { pk: string; sk: string }) => {
  const own = `ORG#${organizationId}`;
  if (key.pk === own)
    return (
      ['PROFILE', 'SUBSCRIPTION', 'BILLING_DETAILS', 'ERASURE'].includes(key.sk) ||
      key.sk.startsWith('MEMBER#')
    );
  if (key.pk === `${own}#PAYMENT`) return true;
  return keptEverywhere(key) || /^(ORGSLUG#)/.test(key.pk);
};

/**
 * What stays even when the organization is removed whole: people, sign-ins, Razorpay, audit; and
 * a webhook delivery's answer kept a day for the sender's retries, which goes by its TTL.
 */
const keptEverywhere = (key: { pk: string }) =>
  /^(USER#|USEREMAIL#|USERPHONE#|SESSION#|LOGIN#|RZP|AUDIT#|ACCOUNT#|PLATFORM#|IDEMPOTENCY#lead-webhook-answer#)/.test(
    key.pk,
  );

/** The organization's pk shapes (ids as `*`), and the outside items' `pk` shapes, of `items`. */
const shapesOf = (organizationId: string, items: { pk: string; sk: string }[]) =>
  [...new Set(items.map((key) => shapeOfKey(key.pk, organizationId)))].sort();

const declaredShapes = () => declaredPatterns(erasureDeclarations);

const eventually = async <T>(
  read: () => Promise<T>,
  ok: (value: T) => boolean,
  timeoutMs = 60_000,
) => {
  const deadline = Date.now() + timeoutMs;
  for (let round = 0; round < 2_000; round += 1) {
    const value = await read();
    if (ok(value)) return value;
    if (Date.now() > deadline) throw new Error(`timed out; last: ${JSON.stringify(value)}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error('too many rounds');
};

const erasureItem = async (organizationId: string) => {
  const table = testTable();
  const { Item } = await table.client.send(
    new GetCommand({ TableName: table.name, Key: { pk: `ORG#${organizationId}`, sk: 'ERASURE' } }),
  );
  return Item as Record<string, unknown> | undefined;
};

const setPlan = async (organizationId: string, planId: string) => {
  const operator = await signIn(LOCAL_OPERATOR_EMAIL);
  const set = await operator.put(`/api/admin/organizations/${organizationId}/plan`, {
    planId,
    reason: 'erasure test',
  });
  expect(set.status).toBe(200);
};

/**
 * An organization that has used every feature that writes for it: contacts (emails, phones),
 * deals, activities and notes, AI calls, webhook leads and their deliveries, held leads, an import
 * job and pasted rows, WhatsApp messages, settings of every kind and provider keys, invitations,
 * members, lead assignments and notifications, the reports' counters and the search words.
 */
const busyOrganization = async () => {
  const { owner, organizationId, account } = await connectedOrganization();
  const member = await signInAsMember(organizationId, 'member');
  const memberId = (await member.get<AuthUser>('/api/auth/user')).body.id;
  const stamp = randomUUID().slice(0, 8);

  const contacts: Contact[] = [];
  const phones: string[] = [];
  for (let i = 0; i < 3; i += 1) {
    const { contact, waId } = await contactWithPhone(owner);
    contacts.push(contact);
    phones.push(waId);
  }
  const [first, second] = contacts as [Contact, Contact];
  expect(
    (
      await owner.post('/api/email-templates', {
        name: 'Follow-up with prices',
        subject: 'Prices for {{company}}',
        body: 'Dear {{firstName}},\n{{senderName}}',
      })
    ).status,
  ).toBe(201);
  const deal = await owner.post<{ id: string }>('/api/deals', {
    title: 'Annual plan',
    contactId: first.id,
    value: 120_000,
  });
  expect(deal.status).toBe(201);
  expect(
    (
      await owner.post(`/api/contacts/${first.id}/activities`, {
        type: 'note',
        subject: 'Met at expo',
      })
    ).status,
  ).toBe(201);
  expect(
    (
      await owner.post(`/api/contacts/${second.id}/activities`, {
        type: 'call',
        subject: 'Called back',
      })
    ).status,
  ).toBe(201);
  // A tag's chosen colour.
  expect((await owner.put('/api/tag-colours', { tag: 'VIP', colour: 'purple' })).status).toBe(200);
  // Two duplicates merged: the merge's record.
  const keptDuplicate = await owner.post<Contact>('/api/contacts', {
    name: `Merged Keep ${stamp}`,
    email: address('keep'),
  });
  const mergedDuplicate = await owner.post<Contact>('/api/contacts', {
    name: `Merged Away ${stamp}`,
    email: address('away'),
  });
  const merged = await owner.post(`/api/contacts/${keptDuplicate.body.id}/merge`, {
    otherId: mergedDuplicate.body.id,
  });
  expect(merged.status, JSON.stringify(merged.body)).toBe(200);
  await recordCall(owner, first, 'interested');
  await recordCall(owner, second, null);
  expect(
    (
      await owner.post('/api/team/assign-lead', {
        contactId: second.id,
        assignedTo: memberId,
        priority: 'high',
        notes: 'Call before Friday',
      })
    ).status,
  ).toBe(201);
  await customerWrites(account, phones[0] as string, 'Hello, is the plan still on offer?');

  // Settings of every kind, and provider keys.
  expect(
    (await owner.post('/api/settings/ai-agent', { ...DEFAULT_AI_AGENT_SETTINGS, name: 'Asha' }))
      .status,
  ).toBe(200);
  expect(
    (
      await owner.post('/api/settings/security', {
        openaiApiKey: `sk-test-${randomUUID()}`,
        twilioAccountSid: `AC${randomUUID().replaceAll('-', '')}`,
        twilioAuthToken: randomUUID().replaceAll('-', ''),
        twilioPhoneNumber: '+14155550100',
      })
    ).status,
  ).toBe(200);
  expect((await owner.put('/api/settings/calling', DEFAULT_CALLING_SETTINGS)).status).toBe(200);

  // An invitation still open.
  expect(
    (
      await owner.post('/api/team/invite', {
        email: address('invitee'),
        role: 'member',
        organizationId,
      })
    ).status,
  ).toBe(201);

  // Webhook leads (deliveries, rate counters, the lookup by key hash), an import job, and held
  // leads once the plan is full.
  // The Basic plan from the first lead on (the webhook path keeps a plan in memory for 10 s).
  await setPlan(organizationId, 'basic');
  const urls = await webhookUrlsOf(owner);
  for (let i = 0; i < 2; i += 1) {
    const lead = await postLead(
      urlOf(urls, 'generic'),
      'application/json',
      JSON.stringify({ name: `Web Lead ${i}`, email: `web${i}.${stamp}@example.in` }),
    );
    expect(lead.status).toBeLessThan(300);
  }
  await runImport(
    owner,
    'leads.csv',
    ['name,email,phone', `Imported One,imp1.${stamp}@example.in,+919811100001`].join('\n'),
  );
  const rows = Array.from({ length: 250 }, (_, i) => `Row ${i},row${i}.${stamp}@example.in`);
  const imported = await owner.post('/api/contacts/import', {
    type: 'csv',
    data: ['name,email', ...rows].join('\n'),
  });
  expect(imported.status, JSON.stringify(imported.body)).toBe(200);
  // Imported rows reach the plan's usage from the stream.
  await settleProjections(60_000);
  // The plan is full now (or within a few leads of it, if some rows were refused): a lead is held.
  // (Another file's settling of due subscriptions at a later date may end the plan set by the
  // operator meanwhile: it is set again, and the webhook path's memory of it renewed in 10 s.)
  let held = '';
  for (let i = 0; i < 40 && held !== 'held'; i += 1) {
    if (i % 10 === 9) await setPlan(organizationId, 'basic');
    if (i > 0) await new Promise((resolve) => setTimeout(resolve, 500));
    const lead = await postLead(
      urlOf(urls, 'generic'),
      'application/json',
      JSON.stringify({ name: `Held Lead ${i}`, email: `held${i}.${stamp}@example.in` }),
    );
    held = String(lead.body.status);
  }
  expect(held, JSON.stringify(imported.body).slice(0, 500)).toBe('held');
  await settleProjections(60_000);
  // The contacts' possible duplicates, from the messages the stream sent.
  await queueDrained(CONTACT_DUPLICATES_QUEUE, 60_000);
  return { owner, organizationId, member };
};

/** Another organization with a contact, a deal and its webhook key: what it must keep. */
const bystander = async () => {
  const owner = await signIn();
  const organizationId = await organizationOf(owner);
  const { contact } = await contactWithPhone(owner);
  expect(
    (await owner.post('/api/deals', { title: 'Kept deal', contactId: contact.id })).status,
  ).toBe(201);
  await webhookUrlsOf(owner);
  await settleProjections(60_000);
  await queueDrained(CONTACT_DUPLICATES_QUEUE, 60_000);
  return { owner, organizationId, contact };
};

/**
 * Runs an erasure in this process from `message`, following the messages it hands on to the end:
 * with `workMs: 0` every page hands the rest on; with `twice` each message is handled twice, as a
 * redelivered message would be. Answers how many messages it took.
 */
const eraseHere = async (
  message: ErasureMessage,
  options: { workMs?: number; twice?: boolean } = {},
) => {
  let next: ErasureMessage | null = message;
  let steps = 0;
  while (next && steps < 5_000) {
    const current: ErasureMessage = next;
    const outcome = await eraseStep(current, { workMs: options.workMs, handOn: async () => {} });
    if (options.twice) await eraseStep(current, { workMs: options.workMs, handOn: async () => {} });
    next = outcome.next;
    steps += 1;
  }
  return steps;
};

describe('erasing an organization from its own partitions', () => {
  const tap = tapDynamo();
  afterAll(() => tap.stop());

  it('erases a closed organization’s data and keeps its account; every key it wrote is declared; another organization keeps everything', async () => {
    const busy = await busyOrganization();
    const other = await bystander();
    const before = await itemsOf(busy.organizationId);
    const otherBefore = (await itemsOf(other.organizationId)).map(line).sort();

    // Coverage: every key shape the features wrote for it is declared by some module.
    const declared = declaredShapes();
    const undeclared = shapesOf(busy.organizationId, before).filter(
      (shape) => !declared.some((pattern) => shapeCovers(pattern, shape)),
    );
    expect(undeclared, 'key shapes written for an organization but declared by no module').toEqual(
      [],
    );

    // The erasure, started as billing starts it, through the queue and the stack's worker.
    const start = erasureStartWrites(busy.organizationId, new Date().toISOString());
    await commit(start.writes);
    await start.afterCommit();
    const ended = await eventually(
      () => erasureItem(busy.organizationId),
      (item) => Boolean(item?.finishedAt),
    );
    expect(Number(ended?.itemsErased)).toBeGreaterThan(250);
    // What the stream's projectors do with the deletions (a projector must not bring an erased
    // organization's derived items back) has happened too.
    await settleProjections(60_000);

    const after = await itemsOf(busy.organizationId);
    const left = after.filter((key) => !keptOnErasure(busy.organizationId, key)).map(line);
    expect(left, 'items the erasure should have deleted').toEqual([]);
    // What the policy keeps is all still there.
    const kept = before.filter((key) => keptOnErasure(busy.organizationId, key)).map(line);
    expect(after.map(line)).toEqual(expect.arrayContaining(kept));
    expect(kept.some((key) => key.includes(' MEMBER#'))).toBe(true);
    expect(kept).toContain(`ORG#${busy.organizationId} PROFILE`);
    // The account still answers: its members are there; its data is not.
    expect((await busy.owner.get<unknown[]>('/api/team/members')).body).toHaveLength(2);
    expect((await busy.owner.get<{ total: number }>('/api/contacts?limit=10')).body.total).toBe(0);

    // Another organization loses nothing.
    expect((await itemsOf(other.organizationId)).map(line).sort()).toEqual(otherBefore);
    expect((await other.owner.get(`/api/contacts/${other.contact.id}`)).status).toBe(200);

    // Handled again (a redelivered message): nothing more is erased, the end stays as it was.
    await eraseHere({ organizationId: busy.organizationId, position: null });
    const again = await erasureItem(busy.organizationId);
    expect(again?.finishedAt).toBe(ended?.finishedAt);
    expect(again?.itemsErased).toBe(ended?.itemsErased);
    expect((await itemsOf(busy.organizationId)).map(line).sort()).toEqual(after.map(line).sort());
  }, 240_000);

  it('reads only the organization’s own partitions by Query, never a Scan', async () => {
    const busy = await busyOrganization();
    const start = erasureStartWrites(busy.organizationId, new Date().toISOString());
    // The start's writes only (its messages are not sent: this process runs the erasure).
    await commit(start.writes);
    tap.reset();
    // A page at a time, each message handled twice (redelivered): it goes on from where the
    // message says, and ends once.
    const steps = await eraseHere(
      { organizationId: busy.organizationId, position: null },
      { workMs: 0, twice: true },
    );
    expect(steps).toBeGreaterThan(10);
    const ended = await erasureItem(busy.organizationId);
    expect(ended?.finishedAt).toBeTruthy();
    const calls = [...tap.calls];
    expect(calls.filter((call) => call.operation === 'Scan')).toEqual([]);
    const reads = calls.filter((call) =>
      ['Query', 'Scan', 'GetItem', 'BatchGetItem'].includes(call.operation),
    );
    expect(reads.length).toBeGreaterThan(0);
    // Every read is a Query of one of its partitions (or of its lists on an index).
    expect(reads.filter((call) => call.operation !== 'Query')).toEqual([]);
    for (const read of reads) expect(read.query?.pk).toContain(busy.organizationId);
    expect(calls.some((call) => call.operation === 'BatchWriteItem')).toBe(true);
    const left = (await itemsOf(busy.organizationId)).filter(
      (key) => !keptOnErasure(busy.organizationId, key),
    );
    expect(left.map(line)).toEqual([]);
  }, 240_000);

  it('removes an organization whole: nothing of it is left but its people, and its key shapes are declared', async () => {
    const owner = await signIn(address('team-owner'));
    const teamId = await organizationOf(owner);
    const email = address('joiner');
    expect(
      (await owner.post('/api/team/invite', { email, role: 'member', organizationId: teamId }))
        .status,
    ).toBe(201);
    const { token } = await invitationLinkTo(email);
    const invitee = await signIn(email);
    const own = await organizationOf(invitee);
    await lookAroundAndSetUp(invitee);
    await settleProjections(60_000);
    const before = await itemsOf(own);
    const declared = declaredShapes();
    expect(
      shapesOf(own, before).filter((shape) => !declared.some((p) => shapeCovers(p, shape))),
    ).toEqual([]);
    const other = await bystander();
    const otherBefore = (await itemsOf(other.organizationId)).map(line).sort();

    expect((await invitee.post(`/api/invitations/${token}/accept`, {})).status).toBe(200);
    const left = await eventually(
      () => itemsOf(own),
      (items) => items.every(keptEverywhere),
    );
    await settleProjections(60_000);
    expect((await itemsOf(own)).filter((key) => !keptEverywhere(key)).map(line)).toEqual([]);
    expect(left.filter((key) => !keptEverywhere(key)).map(line)).toEqual([]);
    expect(await erasureItem(own)).toBeUndefined();
    expect((await itemsOf(other.organizationId)).map(line).sort()).toEqual(otherBefore);
    // Told again late: the removal ended, nothing is written. A message of the parallel scan
    // that came before, still queued at a deploy, does nothing but its first segment's restart.
    await eraseHere({ organizationId: own, position: null, whole: true });
    expect(await erasureItem(own)).toBeUndefined();
    expect(
      await eraseStep({
        organizationId: own,
        whole: true,
        segment: 2,
      } as unknown as ErasureMessage),
    ).toEqual({ outcome: 'finished', next: null });
    await eraseStep({ organizationId: own, whole: true, segment: 0 } as unknown as ErasureMessage);
    expect(await erasureItem(own)).toBeUndefined();
  }, 240_000);
});
