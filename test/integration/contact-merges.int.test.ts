import { randomUUID } from 'node:crypto';
import { handler as contactMergesWorker } from '@salesflow/functions/modules/contact-merges/contact-merges.worker';
import {
  mergeEndWrites,
  startMerge,
} from '@salesflow/functions/modules/contact-merges/merges.repository';
import { mergeDuplicates } from '@salesflow/functions/modules/contact-merges/merges.service';
import { commitContactMerge } from '@salesflow/functions/modules/contacts/contact-merge.service';
import { moveContactDeals } from '@salesflow/functions/modules/deals/deal-moves.service';
import { memberCaller } from '@salesflow/functions/platform/auth/access';
import { CONTACT_MERGES_QUEUE } from '@salesflow/functions/platform/queue-names';
import type { ActivityPage } from '@salesflow/shared/activities/activity.schema';
import type { AiCall, AiCallPage } from '@salesflow/shared/ai-calls/ai-call.schema';
import type { AuthUser } from '@salesflow/shared/auth/auth-user';
import type { Contact } from '@salesflow/shared/contacts/contact.schema';
import type { DuplicateMergeResult } from '@salesflow/shared/contacts/duplicate-merge';
import type { Deal } from '@salesflow/shared/deals/deal.schema';
import type { ErrorBody } from '@salesflow/shared/errors/error-body';
import type { Task, TaskPage } from '@salesflow/shared/tasks/task.schema';
import { beforeAll, describe, expect, it } from 'vitest';
import { type ApiClient, signIn } from '../support/api-client';
import { settleProjections } from '../support/projections';
import { useLocalStackFromTests } from '../support/service-env';
import { runWorker } from '../support/sqs-event';
import { signInAsMember } from '../support/team';

beforeAll(useLocalStackFromTests);

const me = async (client: ApiClient) => (await client.get<AuthUser>('/api/auth/user')).body;

const add = async (client: ApiClient, fields: Record<string, unknown>) => {
  const response = await client.post<Contact>('/api/contacts', fields);
  expect(response.status, JSON.stringify(response.body)).toBe(201);
  return response.body;
};

const inHours = (hours: number) => new Date(Date.now() + hours * 3_600_000).toISOString();

/** A contact with a note, a deal, a demo AI call and a task of its own. */
const withHistory = async (client: ApiClient, contact: Contact, tag: string) => {
  const note = await client.post(`/api/contacts/${contact.id}/activities`, {
    type: 'note',
    subject: `Asked for samples ${tag}`,
  });
  expect(note.status, JSON.stringify(note.body)).toBe(201);
  const deal = await client.post<Deal>('/api/deals', {
    title: `Cotton order ${tag}`,
    value: '1200',
    contactId: contact.id,
  });
  expect(deal.status, JSON.stringify(deal.body)).toBe(201);
  const call = await client.post<AiCall>('/api/ai-calls', {
    contactId: contact.id,
    phoneNumber: contact.phone ?? '+91 98765 43210',
  });
  expect(call.status, JSON.stringify(call.body)).toBe(201);
  const task = await client.post<Task>('/api/tasks', {
    title: `Send the price list ${tag}`,
    dueAt: inHours(30),
    contactId: contact.id,
  });
  expect(task.status, JSON.stringify(task.body)).toBe(201);
  return { deal: deal.body, call: call.body, task: task.body };
};

const merge = (client: ApiClient, keptId: string, body: Record<string, unknown>) =>
  client.post<DuplicateMergeResult & ErrorBody>(`/api/contacts/${keptId}/merge`, body);

const timeline = async (client: ApiClient, contactId: string) => {
  const response = await client.get<ActivityPage>(
    `/api/contacts/${contactId}/activities?limit=100`,
  );
  expect(response.status).toBe(200);
  return response.body.items;
};

describe('merging duplicates', () => {
  let owner: ApiClient;
  let organizationId: string;

  beforeAll(async () => {
    owner = await signIn();
    organizationId = (await me(owner)).organizationId;
  });

  it('moves the other contact’s deals, calls, tasks, timeline and tags, keeps the chosen fields, hands over its email and deletes it', {
    timeout: 120_000,
  }, async () => {
    const tag = randomUUID().slice(0, 8);
    const kept = await add(owner, {
      name: `Ananya Iyer ${tag}`,
      email: `ananya.${tag}@iyertextiles.in`,
      phone: '+91 98765 12345',
      company: `Iyer Textiles ${tag}`,
      tags: ['VIP'],
    });
    const other = await add(owner, {
      name: `Ananya I ${tag}`,
      email: `ananya.iyer.${tag}@gmail.com`,
      title: 'Buyer',
      status: 'hot',
      tags: ['vip', 'Textiles'],
    });
    const history = await withHistory(owner, other, tag);

    const response = await merge(owner, kept.id, {
      otherId: other.id,
      keep: { email: 'other', status: 'this' },
    });
    expect(response.status, JSON.stringify(response.body)).toBe(200);
    const result = response.body;
    expect(result.mergedFrom).toEqual({ id: other.id, name: other.name });
    expect(result.moved).toEqual({
      activities: expect.any(Number),
      deals: 1,
      calls: 1,
      messages: 0,
      tasks: 1,
    });
    // At least its note (in the request's own transaction); "Contact created" and "Deal created"
    // follow from the stream, before the merge or after it (then handed over with the deletion).
    expect(result.moved.activities).toBeGreaterThanOrEqual(1);
    expect(result.contact).toMatchObject({
      id: kept.id,
      name: kept.name,
      email: other.email,
      phone: kept.phone,
      company: kept.company,
      title: 'Buyer',
      status: 'cold',
      tags: ['VIP', 'Textiles'],
    });

    // The other is gone; the kept contact is as answered.
    expect((await owner.get(`/api/contacts/${other.id}`)).status).toBe(404);
    expect((await owner.get<Contact>(`/api/contacts/${kept.id}`)).body).toMatchObject({
      email: other.email,
      title: 'Buyer',
    });
    // Its deal, call and task are the kept contact's, with its name.
    const deals = await owner.get<Deal[]>(`/api/contacts/${kept.id}/deals`);
    expect(deals.body.map((deal) => [deal.id, deal.contactId, deal.contactName])).toEqual([
      [history.deal.id, kept.id, kept.name],
    ]);
    const call = await owner.get<AiCall>(`/api/ai-calls/${history.call.id}`);
    expect([call.body.contactId, call.body.contactName]).toEqual([kept.id, kept.name]);
    await expect
      .poll(
        async () =>
          (
            await owner.get<AiCallPage>(`/api/ai-calls?limit=50&contactId=${kept.id}`)
          ).body.items.map((item) => item.id),
        { timeout: 10_000 },
      )
      .toEqual([history.call.id]);
    await expect
      .poll(
        async () =>
          (await owner.get<TaskPage>(`/api/tasks?contactId=${kept.id}`)).body.items.map(
            (task) => task.id,
          ),
        { timeout: 10_000 },
      )
      .toEqual([history.task.id]);
    // The timeline holds the other's entries and says where they came from.
    const entries = await timeline(owner, kept.id);
    expect(entries.map((entry) => entry.subject)).toEqual(
      expect.arrayContaining([`Merged from ${other.name}`, `Asked for samples ${tag}`]),
    );
    expect(entries.every((entry) => entry.contactId === kept.id)).toBe(true);

    // The other's email now leads to the kept contact; the kept one's old email is free.
    const again = await owner.post<ErrorBody>('/api/contacts', {
      name: 'Someone',
      email: other.email.toUpperCase(),
    });
    expect(again.status).toBe(409);
    await add(owner, { name: `Reuses ${tag}`, email: kept.email });

    // The same merge again answers what it did; nothing more happens.
    const repeated = await merge(owner, kept.id, { otherId: other.id });
    expect(repeated.status).toBe(200);
    expect(repeated.body.mergedFrom).toEqual(result.mergedFrom);
    expect(repeated.body.moved).toEqual(result.moved);
    expect(
      (await timeline(owner, kept.id)).filter((entry) => entry.subject.startsWith('Merged from')),
    ).toHaveLength(1);
    // Into another contact, it is gone.
    const third = await add(owner, { name: `Third ${tag}`, email: `third.${tag}@lead.in` });
    expect((await merge(owner, third.id, { otherId: other.id })).status).toBe(404);

    // Once the stream settles, no duplicate pair is left for the two.
    await settleProjections();
    await expect
      .poll(
        async () =>
          (await owner.get<{ items: unknown[] }>(`/api/contacts/duplicates?contactId=${kept.id}`))
            .body.items.length,
        { timeout: 30_000 },
      )
      .toBe(0);
  });

  it('answers two identical merges at once the same, and merges once', {
    timeout: 60_000,
  }, async () => {
    const tag = randomUUID().slice(0, 8);
    const kept = await add(owner, { name: `Kiran Rao ${tag}`, email: `kiran.${tag}@rao.in` });
    const other = await add(owner, { name: `K Rao ${tag}`, email: `k.${tag}@rao.in` });
    await withHistory(owner, other, tag);
    const answers = await Promise.all([
      merge(owner, kept.id, { otherId: other.id }),
      merge(owner, kept.id, { otherId: other.id }),
    ]);
    expect(answers.map((answer) => answer.status)).toEqual([200, 200]);
    expect(answers[0]?.body.mergedFrom).toEqual(answers[1]?.body.mergedFrom);
    const entries = await timeline(owner, kept.id);
    expect(entries.filter((entry) => entry.subject.startsWith('Merged from'))).toHaveLength(1);
    expect(entries.filter((entry) => entry.subject === `Asked for samples ${tag}`)).toHaveLength(1);
    const deals = await owner.get<Deal[]>(`/api/contacts/${kept.id}/deals`);
    expect(deals.body).toHaveLength(1);
  });

  it('answers a merge past its time at once (202), and its worker ends it', {
    timeout: 60_000,
  }, async () => {
    const tag = randomUUID().slice(0, 8);
    const kept = await add(owner, { name: `Long history ${tag}`, email: `long.${tag}@lead.in` });
    const other = await add(owner, {
      name: `Long history ${tag}`,
      email: `long.other.${tag}@lead.in`,
      phone: '+91 98111 22334',
    });
    const moved = await withHistory(owner, other, tag);
    const caller = await memberCaller(organizationId, (await me(owner)).id, 'Asia/Kolkata');
    if (!caller) throw new Error('The owner is a member');
    // No time at all to answer in: the merge begins, answers pending, and its worker ends it.
    const answer = await mergeDuplicates(caller, kept.id, { otherId: other.id, keep: {} }, 0);
    expect(answer).toMatchObject({ pending: true, contact: { id: kept.id } });
    expect(answer.mergedFrom).toEqual({ id: other.id, name: other.name });
    await expect
      .poll(async () => (await owner.get(`/api/contacts/${other.id}`)).status, { timeout: 30_000 })
      .toBe(404);
    const deals = await owner.get<Deal[]>(`/api/contacts/${kept.id}/deals`);
    expect(deals.body.map((deal) => deal.id)).toContain(moved.deal.id);
    // The same merge sent again answers what it did, at once.
    const again = await merge(owner, kept.id, { otherId: other.id });
    expect(again.status).toBe(200);
    expect(again.body.pending).toBeUndefined();
    expect(again.body.moved.deals).toBe(1);
  });

  it('finishes a merge cut short from its record', { timeout: 60_000 }, async () => {
    const tag = randomUUID().slice(0, 8);
    const kept = await add(owner, { name: `Meera Shah ${tag}`, email: `meera.${tag}@shah.in` });
    const other = await add(owner, { name: `Meera S ${tag}`, email: `meera.s.${tag}@shah.in` });
    const history = await withHistory(owner, other, tag);
    const at = new Date().toISOString();
    const user = await me(owner);
    // The request began the merge and moved the deals, then stopped.
    await startMerge({
      organizationId,
      otherId: other.id,
      otherName: other.name,
      keptId: kept.id,
      keep: { title: 'other' },
      userId: user.id,
      status: 'moving',
      moved: { activities: 0, deals: 0, calls: 0, messages: 0, tasks: 0 },
      createdAt: at,
      updatedAt: at,
    });
    await moveContactDeals(organizationId, other.id, kept);
    expect((await owner.get(`/api/contacts/${other.id}`)).status).toBe(200);
    // Another merge of the kept contact away waits for this one.
    const elsewhere = await add(owner, { name: `Elsewhere ${tag}`, email: `else.${tag}@shah.in` });
    const blocked = await merge(owner, elsewhere.id, { otherId: kept.id });
    expect(blocked.status).toBe(409);

    // The worker the stream sends a minute later finishes it; twice is the same as once.
    const body = { organizationId, otherId: other.id };
    expect(await runWorker(contactMergesWorker, CONTACT_MERGES_QUEUE, [body, body])).toEqual([]);
    expect((await owner.get(`/api/contacts/${other.id}`)).status).toBe(404);
    const repeated = await merge(owner, kept.id, { otherId: other.id });
    expect(repeated.status).toBe(200);
    expect(repeated.body.moved).toMatchObject({ calls: 1, tasks: 1 });
    const call = await owner.get<AiCall>(`/api/ai-calls/${history.call.id}`);
    expect(call.body.contactId).toBe(kept.id);
    const deals = await owner.get<Deal[]>(`/api/contacts/${kept.id}/deals`);
    expect(deals.body.map((deal) => deal.id)).toEqual([history.deal.id]);
  });

  it('hands what reached the merged contact after its records moved to the contact kept', {
    timeout: 90_000,
  }, async () => {
    const tag = randomUUID().slice(0, 8);
    const kept = await add(owner, { name: `Ravi Kumar ${tag}`, email: `ravi.${tag}@kumar.in` });
    const other = await add(owner, { name: `R Kumar ${tag}`, email: `r.${tag}@kumar.in` });
    const at = new Date().toISOString();
    const merge = await startMerge({
      organizationId,
      otherId: other.id,
      otherName: other.name,
      keptId: kept.id,
      keep: {},
      userId: (await me(owner)).id,
      status: 'moving',
      moved: { activities: 0, deals: 0, calls: 0, messages: 0, tasks: 0 },
      createdAt: at,
      updatedAt: at,
    });
    // A deal, a call and a task made on it once its records had moved, just before the end.
    const late = await withHistory(owner, other, tag);
    const ended = await commitContactMerge(
      { organizationId, userId: merge.userId },
      kept.id,
      other.id,
      {},
      (merged) => mergeEndWrites(merge, merged.updatedAt),
    );
    expect(ended?.id).toBe(kept.id);
    // The deletion's followers (contact-changes, from the stream) hand them over, not away.
    await settleProjections();
    await expect
      .poll(
        async () =>
          (await owner.get<Deal[]>(`/api/contacts/${kept.id}/deals`)).body.map((deal) => deal.id),
        { timeout: 30_000 },
      )
      .toEqual([late.deal.id]);
    await expect
      .poll(async () => (await owner.get<AiCall>(`/api/ai-calls/${late.call.id}`)).body.contactId, {
        timeout: 30_000,
      })
      .toBe(kept.id);
    await expect
      .poll(
        async () =>
          (await timeline(owner, kept.id)).some(
            (entry) => entry.subject === `Asked for samples ${tag}`,
          ),
        { timeout: 30_000 },
      )
      .toBe(true);
  });

  it('checks roles, visibility, the organization and the input', { timeout: 60_000 }, async () => {
    const tag = randomUUID().slice(0, 8);
    const member = await signInAsMember(organizationId, 'member');
    const manager = await signInAsMember(organizationId, 'manager');
    const stranger = await signIn();
    const ownA = await add(member, { name: `Own A ${tag}`, email: `own.a.${tag}@lead.in` });
    const ownB = await add(member, { name: `Own B ${tag}`, email: `own.b.${tag}@lead.in` });
    const ownersLead = await add(owner, { name: `Owner's ${tag}`, email: `owner.${tag}@lead.in` });

    // Bad input: a field error, never a 500.
    for (const bad of [
      {},
      { otherId: '' },
      { otherId: 'not an id!' },
      { otherId: ownB.id, keep: { favouriteColour: 'this' } },
      { otherId: ownB.id, keep: { email: 'both' } },
      { otherId: ownA.id },
    ]) {
      const response = await merge(member, ownA.id, bad);
      expect(response.status, JSON.stringify(bad)).toBe(400);
      expect(response.body.error.details?.length, JSON.stringify(response.body)).toBeGreaterThan(0);
    }
    expect((await owner.post(`/api/contacts/${ownA.id}/merge`, 'not json')).status).toBe(400);

    // Another organization sees neither.
    expect((await merge(stranger, ownA.id, { otherId: ownB.id })).status).toBe(404);
    const strangers = await add(stranger, { name: `Stranger ${tag}`, email: `s.${tag}@x.in` });
    expect((await merge(owner, ownA.id, { otherId: strangers.id })).status).toBe(404);
    expect((await merge(stranger, strangers.id, { otherId: ownA.id })).status).toBe(404);

    // A member may not merge a lead that is not theirs; leads of two holders need a manager.
    const notTheirs = await merge(member, ownA.id, { otherId: ownersLead.id });
    expect(notTheirs.status).toBe(403);
    // A lead the member added and the owner handed to the manager: the member may still change
    // it (they added it), but it is held by someone else.
    const handed = await add(member, { name: `Handed ${tag}`, email: `handed.${tag}@lead.in` });
    const managerId = (await me(manager)).id;
    const assigned = await owner.post('/api/contacts/bulk', {
      action: 'assign',
      ids: [handed.id],
      value: managerId,
    });
    expect(assigned.status, JSON.stringify(assigned.body)).toBe(200);
    const twoHolders = await merge(member, ownA.id, { otherId: handed.id });
    expect(twoHolders.status).toBe(403);
    expect(twoHolders.body.error.message).toBe(
      'Merging contacts held by different members needs a manager',
    );
    expect((await owner.get(`/api/contacts/${handed.id}`)).status).toBe(200);
    // A manager may; a member merges two of their own.
    expect((await merge(manager, ownA.id, { otherId: handed.id })).status).toBe(200);
    expect((await merge(member, ownA.id, { otherId: ownB.id })).status).toBe(200);
    expect((await owner.get(`/api/contacts/${ownB.id}`)).status).toBe(404);
  });
});
