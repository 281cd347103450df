import { randomBytes } from 'node:crypto';
import type { AiCall } from '@salesflow/shared/ai-calls/ai-call.schema';
import type { CallQueueEntry } from '@salesflow/shared/ai-calls/call-queue.schema';
import type { AuthUser } from '@salesflow/shared/auth/auth-user';
import type { Contact } from '@salesflow/shared/contacts/contact.schema';
import type { ContactPage } from '@salesflow/shared/contacts/contact-list.schema';
import type { Deal } from '@salesflow/shared/deals/deal.schema';
import { mayChangeDeal, mayChangeLead } from '@salesflow/shared/teams/lead-rules';
import { beforeAll, describe, expect, it } from 'vitest';
import type { ApiClient, ApiResponse } from '../support/api-client';
import { runImport } from '../support/import-jobs';
import { settleProjections } from '../support/projections';
import { uniqueIndianMobile } from '../support/service-env';
import { signInAsMember } from '../support/team';
import {
  type ConnectedOrganization,
  connectedOrganization,
  contactWithPhone,
  customerWrites,
  eventually,
} from '../support/whatsapp';

/**
 * Who may change a lead and what hangs on it (the role matrix): managers and above every record;
 * a member the leads assigned to them or owned by them, and the unassigned ones. Seeing is the
 * organization's visibility setting, changing is the role: with "all" a member sees the owner's
 * lead and is refused (403, saying why) any change to it; with "own" they do not even see it
 * (404, or the route's "choose a contact" 400, as before). One test per write route, in both.
 */
type Visibility = 'all' | 'own';
interface ErrorBody {
  error: { code: string; message: string };
}

const hex = () => randomBytes(4).toString('hex');
const me = async (client: ApiClient) => (await client.get<AuthUser>('/api/auth/user')).body;

let org: ConnectedOrganization;
let owner: ApiClient;
let admin: ApiClient;
let manager: ApiClient;
let member: ApiClient;
let colleague: ApiClient;
let colleagueId: string;

beforeAll(async () => {
  // WhatsApp connected (its fake), so a message can really be sent where the rule allows it.
  org = await connectedOrganization();
  owner = org.owner;
  admin = await signInAsMember(org.organizationId, 'admin');
  manager = await signInAsMember(org.organizationId, 'manager');
  member = await signInAsMember(org.organizationId, 'member');
  colleague = await signInAsMember(org.organizationId, 'member');
  colleagueId = (await me(colleague)).id;
});

/** A lead added by `client` (theirs), with a phone. */
const leadOf = async (client: ApiClient) => (await contactWithPhone(client)).contact;

/** A lead with a phone nobody holds (an import's), as the owner reads it. */
const unassignedLead = async (): Promise<Contact> => {
  const email = `pool-${hex()}@lead.in`;
  const imported = await owner.post<{ success: number }>('/api/contacts/import', {
    type: 'manual',
    data: `Pool ${hex()} - ${email} - ${uniqueIndianMobile()}`,
  });
  expect(imported.body.success).toBe(1);
  await settleProjections();
  const page = await owner.get<ContactPage>(
    `/api/contacts?limit=20&assignedTo=none&search=${email}`,
  );
  const found = page.body.items.find((c) => c.email === email);
  if (!found) throw new Error('imported lead not found');
  expect(found.assignedTo).toBeNull();
  return found;
};

/**
 * The member is refused: 403 saying whose leads they may change where they see the lead; where
 * they do not even see it, the route's answer for a record they may not see (`hidden`).
 */
const refused = (response: ApiResponse, visibility: Visibility, hidden = 404) => {
  if (visibility === 'own') {
    expect(response.status).toBe(hidden);
    return;
  }
  expect(response.status).toBe(403);
  expect((response.body as ErrorBody).error.message).toMatch(
    /only the leads assigned to you or owned by you, and unassigned leads/,
  );
};

const contactOf = async (id: string) => (await owner.get<Contact>(`/api/contacts/${id}`)).body;

const dealOn = async (client: ApiClient, contactId: string | null) => {
  const created = await client.post<Deal>('/api/deals', {
    title: `Deal ${hex()}`,
    value: 1000,
    stage: 'prospecting',
    contactId,
  });
  expect(created.status).toBe(201);
  return created.body;
};

const callOn = async (client: ApiClient, contact: Contact) => {
  const created = await client.post<AiCall>('/api/ai-calls', {
    contactId: contact.id,
    phoneNumber: contact.phone,
    status: 'queued',
  });
  expect(created.status).toBe(201);
  return created.body;
};

const email = (contact: Contact) => ({
  to: contact.email,
  subject: 'Following up',
  body: 'Shall we talk this week?',
  contactId: contact.id,
});

/** The lead has written within 24 hours, so a text may go to them. */
const windowOpenFor = async (contact: Contact) => {
  const waId = (contact.phoneE164 ?? '').replace('+', '');
  await customerWrites(org.account, waId, 'Hi, tell me more');
  await eventually(async () => {
    const page = await owner.get<{ items: { type: string }[] }>(
      `/api/contacts/${contact.id}/activities`,
    );
    return page.body.items.some((a) => a.type === 'whatsapp') || undefined;
  });
};

const whatsApp = (contact: Contact) => ({
  to: contact.phoneE164,
  contactId: contact.id,
  message: 'Hello from the team',
});

describe.each(['all', 'own'] as const)('with record visibility "%s"', (visibility) => {
  beforeAll(async () => {
    const saved = await admin.put('/api/team/settings', { recordVisibility: visibility });
    expect(saved.status).toBe(200);
  });

  it('PUT /api/contacts/{id}: a member edits their leads and unassigned ones, not the owner’s', async () => {
    const owners = await leadOf(owner);
    refused(await member.put(`/api/contacts/${owners.id}`, { name: 'Taken over' }), visibility);
    expect((await contactOf(owners.id)).name).toBe(owners.name);

    const mine = await leadOf(member);
    expect((await member.put(`/api/contacts/${mine.id}`, { company: 'Mine Ltd' })).status).toBe(
      200,
    );
    const pool = await unassignedLead();
    expect((await member.put(`/api/contacts/${pool.id}`, { company: 'Pool Ltd' })).status).toBe(
      200,
    );
    // Owned by the member, handed to a colleague: still theirs to change, where they see it.
    const handed = await leadOf(member);
    const assigned = await manager.post('/api/team/assign-lead', {
      contactId: handed.id,
      assignedTo: colleagueId,
    });
    expect(assigned.status).toBe(201);
    expect((await member.put(`/api/contacts/${handed.id}`, { company: 'Handed Ltd' })).status).toBe(
      visibility === 'all' ? 200 : 404,
    );

    expect(
      (await manager.put(`/api/contacts/${owners.id}`, { company: 'By manager' })).status,
    ).toBe(200);
    expect((await manager.put(`/api/contacts/${mine.id}`, { company: 'By manager' })).status).toBe(
      200,
    );
  });

  it('DELETE /api/contacts/{id}: a member deletes their leads and unassigned ones, not the owner’s', async () => {
    const owners = await leadOf(owner);
    refused(await member.delete(`/api/contacts/${owners.id}`), visibility);
    expect((await owner.get(`/api/contacts/${owners.id}`)).status).toBe(200);

    expect((await member.delete(`/api/contacts/${(await leadOf(member)).id}`)).status).toBe(204);
    expect((await member.delete(`/api/contacts/${(await unassignedLead()).id}`)).status).toBe(204);
    expect((await manager.delete(`/api/contacts/${owners.id}`)).status).toBe(204);
    expect((await manager.delete(`/api/contacts/${(await leadOf(colleague)).id}`)).status).toBe(
      204,
    );
  });

  it('POST /api/contacts/{id}/activities: notes and logged calls only on leads a member may change', async () => {
    const owners = await leadOf(owner);
    const note = { type: 'note', subject: 'Spoke to them' };
    const call = { type: 'call', subject: 'Called', duration: 60 };
    refused(await member.post(`/api/contacts/${owners.id}/activities`, note), visibility);
    refused(await member.post(`/api/contacts/${owners.id}/activities`, call), visibility);
    await settleProjections();
    const timeline = await owner.get<{ items: { type: string }[] }>(
      `/api/contacts/${owners.id}/activities`,
    );
    expect(timeline.body.items.map((a) => a.type)).toEqual(['contact_created']);

    const mine = await leadOf(member);
    expect((await member.post(`/api/contacts/${mine.id}/activities`, note)).status).toBe(201);
    expect((await member.post(`/api/contacts/${mine.id}/activities`, call)).status).toBe(201);
    const pool = await unassignedLead();
    expect((await member.post(`/api/contacts/${pool.id}/activities`, note)).status).toBe(201);
    expect((await manager.post(`/api/contacts/${owners.id}/activities`, call)).status).toBe(201);
  });

  it('POST /api/deals: a member makes deals on leads they may change, or on no lead', async () => {
    const owners = await leadOf(owner);
    const body = { title: 'Big one', value: 5000, stage: 'prospecting', contactId: owners.id };
    refused(await member.post('/api/deals', body), visibility, 400);

    const mine = await leadOf(member);
    expect((await member.post('/api/deals', { ...body, contactId: mine.id })).status).toBe(201);
    expect((await member.post('/api/deals', { ...body, contactId: null })).status).toBe(201);
    expect((await manager.post('/api/deals', body)).status).toBe(201);
  });

  it('PUT /api/deals/{id}: a member edits and moves the deals of their leads and their own, not the owner’s', async () => {
    const owners = await leadOf(owner);
    const ownersDeal = await dealOn(owner, owners.id);
    refused(await member.put(`/api/deals/${ownersDeal.id}`, { stage: 'won' }), visibility);
    const ownersLooseDeal = await dealOn(owner, null);
    refused(await member.put(`/api/deals/${ownersLooseDeal.id}`, { value: 1 }), visibility);
    const after = await owner.get<Deal[]>(`/api/contacts/${owners.id}/deals`);
    expect(after.body.map((d) => d.stage)).toEqual(['prospecting']);

    const mine = await leadOf(member);
    const myDeal = await dealOn(member, mine.id);
    expect((await member.put(`/api/deals/${myDeal.id}`, { stage: 'qualification' })).status).toBe(
      200,
    );
    // Nor can a member move their deal onto a lead they may not change.
    refused(await member.put(`/api/deals/${myDeal.id}`, { contactId: owners.id }), visibility, 400);
    const myLooseDeal = await dealOn(member, null);
    expect((await member.put(`/api/deals/${myLooseDeal.id}`, { value: 2000 })).status).toBe(200);
    // A deal on the member's lead that the owner made follows the lead: the member works it.
    const onMine = await dealOn(owner, mine.id);
    expect((await member.put(`/api/deals/${onMine.id}`, { stage: 'proposal' })).status).toBe(200);

    expect((await manager.put(`/api/deals/${ownersDeal.id}`, { stage: 'won' })).status).toBe(200);
  });

  it('DELETE /api/deals/{id}: a member deletes the deals of their leads, not the owner’s', async () => {
    const owners = await leadOf(owner);
    const ownersDeal = await dealOn(owner, owners.id);
    refused(await member.delete(`/api/deals/${ownersDeal.id}`), visibility);
    expect((await owner.get<Deal[]>(`/api/contacts/${owners.id}/deals`)).body).toHaveLength(1);

    const myDeal = await dealOn(member, (await leadOf(member)).id);
    expect((await member.delete(`/api/deals/${myDeal.id}`)).status).toBe(204);
    expect((await member.delete(`/api/deals/${(await dealOn(member, null)).id}`)).status).toBe(204);
    expect((await manager.delete(`/api/deals/${ownersDeal.id}`)).status).toBe(204);
  });

  it('POST /api/ai-calls: a member records calls on leads they may change', async () => {
    const owners = await leadOf(owner);
    const body = { contactId: owners.id, phoneNumber: owners.phone, status: 'queued' };
    refused(await member.post('/api/ai-calls', body), visibility, 400);

    const mine = await leadOf(member);
    expect(
      (await member.post('/api/ai-calls', { ...body, contactId: mine.id, phoneNumber: mine.phone }))
        .status,
    ).toBe(201);
    expect((await manager.post('/api/ai-calls', body)).status).toBe(201);
  });

  it('PUT /api/ai-calls/{id}: a call follows its lead', async () => {
    const owners = await leadOf(owner);
    const ownersCall = await callOn(owner, owners);
    refused(await member.put(`/api/ai-calls/${ownersCall.id}`, { status: 'calling' }), visibility);

    const myCall = await callOn(member, await leadOf(member));
    expect((await member.put(`/api/ai-calls/${myCall.id}`, { status: 'calling' })).status).toBe(
      200,
    );
    expect(
      (await manager.put(`/api/ai-calls/${ownersCall.id}`, { status: 'calling' })).status,
    ).toBe(200);
  });

  it('PUT /api/ai-calls/{id}: whoever made a call may still end it after its lead was handed on', async () => {
    // A lead someone else added, handed to the member, who calls it; then handed to a colleague.
    const lead = await unassignedLead();
    const memberId = (await me(member)).id;
    const hand = (assignedTo: string) =>
      manager.post('/api/team/assign-lead', { contactId: lead.id, assignedTo });
    expect((await hand(memberId)).status).toBe(201);
    const myCall = await callOn(member, lead);
    expect((await hand(colleagueId)).status).toBe(201);
    if (visibility === 'own') {
      // The call follows its lead from the table's stream (contact-changes), a moment after.
      await expect
        .poll(async () => (await member.get(`/api/ai-calls/${myCall.id}`)).status, {
          timeout: 15_000,
          interval: 200,
        })
        .toBe(404);
    }
    const ended = await member.put(`/api/ai-calls/${myCall.id}`, { status: 'completed' });
    // Seeing still follows the visibility setting: with "own", the call went with its lead.
    expect(ended.status).toBe(visibility === 'all' ? 200 : 404);
  });

  it('POST /api/ai-calls/{id}/hang-up: a member ends calls on leads they may change', async () => {
    const owners = await leadOf(owner);
    const ownersCall = await callOn(owner, owners);
    refused(await member.post(`/api/ai-calls/${ownersCall.id}/hang-up`, {}), visibility);
    // Past the rule, a demo call is not hung up (its panel ends it): the next check answers.
    const myCall = await callOn(member, await leadOf(member));
    expect((await member.post(`/api/ai-calls/${myCall.id}/hang-up`, {})).status).toBe(409);
    expect((await manager.post(`/api/ai-calls/${ownersCall.id}/hang-up`, {})).status).toBe(409);
  });

  it('POST /api/ai-calling/start-real-call: a member calls only leads they may change', async () => {
    const owners = await leadOf(owner);
    const body = { contactId: owners.id, phoneNumber: owners.phone };
    refused(await member.post('/api/ai-calling/start-real-call', body), visibility, 400);

    // Past the rule: without Twilio, the answer says what to set up.
    const mine = await leadOf(member);
    const started = await member.post<{ requiresSetup: boolean }>(
      '/api/ai-calling/start-real-call',
      { contactId: mine.id, phoneNumber: mine.phone },
    );
    expect(started.status).toBe(200);
    expect(started.body.requiresSetup).toBe(true);
    expect((await manager.post('/api/ai-calling/start-real-call', body)).status).toBe(200);
  });

  it('POST /api/ai-calling/initiate: a member calls only leads they may change', async () => {
    const owners = await leadOf(owner);
    const body = { contactId: owners.id, phoneNumber: owners.phone, notes: 'Ask about pricing' };
    refused(await member.post('/api/ai-calling/initiate', body), visibility, 400);

    const pool = await unassignedLead();
    const started = await member.post<{ requiresSetup: boolean }>('/api/ai-calling/initiate', {
      ...body,
      contactId: pool.id,
      phoneNumber: pool.phone,
    });
    expect(started.status).toBe(200);
    expect(started.body.requiresSetup).toBe(true);
    expect((await manager.post('/api/ai-calling/initiate', body)).status).toBe(200);
  });

  it('POST /api/imports/{id}/start: a member’s import updates only leads they may change', async () => {
    const owners = await leadOf(owner);
    const mine = await leadOf(member);
    const csv = [
      'Name,Email,Company',
      `Renamed Owners,${owners.email},Import Co`,
      `Renamed Mine,${mine.email},Import Co`,
    ].join('\n');
    const { job } = await runImport(member, 'again.csv', csv, { duplicates: 'overwrite' });
    expect(job).toMatchObject({ success: 1, failed: 1, duplicateEmails: 2, updated: 1 });
    expect(job.errors).toContain(
      "Row 2: a contact with this email already exists (skipped: a teammate's lead)",
    );
    expect(await contactOf(owners.id)).toMatchObject({ name: owners.name, company: null });
    expect(await contactOf(mine.id)).toMatchObject({ name: 'Renamed Mine', company: 'Import Co' });

    // A manager's import updates any lead.
    await runImport(manager, 'again.csv', csv, { duplicates: 'fill' });
    expect((await contactOf(owners.id)).company).toBe('Import Co');
  });

  it('GET /api/ai-calling/queue: offers a member only the leads they may call', async () => {
    const owners = await leadOf(owner);
    const mine = await leadOf(member);
    const pool = await unassignedLead();
    for (const contact of [owners, mine, pool]) {
      expect((await owner.put(`/api/contacts/${contact.id}`, { score: 99 })).status).toBe(200);
    }
    // A member's queue reads their leads index, which follows from the table's stream.
    const queued = async (client: ApiClient) => {
      await settleProjections();
      return (
        await client.get<{ id: string }[]>('/api/ai-calling/queue?limit=20&minScore=99')
      ).body.map((entry) => entry.id);
    };
    const offered = await queued(member);
    expect(offered).toEqual(expect.arrayContaining([mine.id, pool.id]));
    expect(offered).not.toContain(owners.id);
    expect(await queued(manager)).toEqual(expect.arrayContaining([owners.id, mine.id, pool.id]));
  });

  it('POST /api/emails/send: a member emails only leads they may change', async () => {
    const owners = await leadOf(owner);
    refused(await member.post('/api/emails/send', email(owners)), visibility);
    const timeline = await owner.get<{ items: { type: string }[] }>(
      `/api/contacts/${owners.id}/activities`,
    );
    expect(timeline.body.items.some((a) => a.type === 'email')).toBe(false);

    const mine = await leadOf(member);
    expect((await member.post('/api/emails/send', email(mine))).status).toBe(200);
    expect((await manager.post('/api/emails/send', email(owners))).status).toBe(200);
  });

  it('POST /api/whatsapp/send: a member messages only leads they may change', async () => {
    const owners = await leadOf(owner);
    await windowOpenFor(owners);
    refused(await member.post('/api/whatsapp/send', whatsApp(owners)), visibility);

    const mine = await leadOf(member);
    await windowOpenFor(mine);
    expect((await member.post('/api/whatsapp/send', whatsApp(mine))).status).toBe(200);
    expect((await manager.post('/api/whatsapp/send', whatsApp(owners))).status).toBe(200);
  });
});

/**
 * What the app offers comes from the same rule (shared/src/teams/lead-rules.ts) applied to what
 * the lists answer: each deal says who holds its lead (following the lead when it is handed
 * over), and each call queue entry whose lead it is. The rule on those answers agrees with what
 * the server then does, deal by deal.
 */
describe('what the lists tell the app, for it to offer only what the server allows', () => {
  beforeAll(async () => {
    expect((await admin.put('/api/team/settings', { recordVisibility: 'all' })).status).toBe(200);
  });

  const listed = async (client: ApiClient, title: string) => {
    const page = await client.get<{ items: Deal[] }>(
      `/api/deals?limit=20&search=${encodeURIComponent(title)}`,
    );
    const deal = page.body.items.find((d) => d.title === title);
    if (!deal) throw new Error(`deal ${title} not listed`);
    return deal;
  };

  it('each deal names its lead’s holder and adder, and the rule on them is the server’s answer', async () => {
    const memberId = (await me(member)).id;
    const ownerId = (await me(owner)).id;
    const owners = await leadOf(owner);
    const mine = await leadOf(member);
    const pool = await unassignedLead();
    const handed = await leadOf(member);
    const deals = {
      owners: await dealOn(owner, owners.id),
      mine: await dealOn(owner, mine.id),
      pool: await dealOn(owner, pool.id),
      handed: await dealOn(member, handed.id),
      ownersLoose: await dealOn(owner, null),
      myLoose: await dealOn(member, null),
    };
    expect(deals.owners.lead).toEqual({ assignedTo: ownerId, ownerId });
    expect(deals.pool.lead).toEqual({ assignedTo: null, ownerId });
    expect(deals.ownersLoose.lead).toBeNull();
    // The lead handed to a colleague: its deal follows it within a second, and stays the
    // member's to change (they added the lead).
    expect(
      (
        await manager.post('/api/team/assign-lead', {
          contactId: handed.id,
          assignedTo: colleagueId,
        })
      ).status,
    ).toBe(201);
    await eventually(
      async () =>
        (await listed(member, deals.handed.title)).lead?.assignedTo === colleagueId || undefined,
    );

    const caller = { userId: memberId, role: 'member' as const };
    const offered: Record<string, boolean> = {};
    const allowed: Record<string, boolean> = {};
    for (const [name, made] of Object.entries(deals)) {
      const deal = await listed(member, made.title);
      offered[name] = mayChangeDeal(caller, deal, deal.lead);
      const changed = await member.put(`/api/deals/${deal.id}`, { probability: 42 });
      expect([200, 403]).toContain(changed.status);
      allowed[name] = changed.status === 200;
    }
    expect(offered).toEqual(allowed);
    expect(allowed).toEqual({
      owners: false,
      mine: true,
      pool: true,
      handed: true,
      ownersLoose: false,
      myLoose: true,
    });
  });

  it('each call queue entry names its lead’s holder and adder', async () => {
    const mine = await leadOf(member);
    expect((await owner.put(`/api/contacts/${mine.id}`, { score: 98 })).status).toBe(200);
    await settleProjections();
    const queue = await member.get<CallQueueEntry[]>('/api/ai-calling/queue?limit=20&minScore=98');
    const entry = queue.body.find((e) => e.id === mine.id);
    const memberId = (await me(member)).id;
    expect(entry).toMatchObject({ assignedTo: memberId, ownerId: memberId });
    for (const each of queue.body) {
      expect(mayChangeLead({ userId: memberId, role: 'member' }, each)).toBe(true);
    }
  });
});
