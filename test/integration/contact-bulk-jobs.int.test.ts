import { randomUUID } from 'node:crypto';
import { createBulkJob } from '@salesflow/functions/modules/bulk-actions/bulk-jobs.repository';
import {
  advanceBulkJob,
  MEMBER_GONE,
} from '@salesflow/functions/modules/bulk-actions/bulk-jobs.service';
import type { AuthUser } from '@salesflow/shared/auth/auth-user';
import type { Contact } from '@salesflow/shared/contacts/contact.schema';
import type { ContactBulkJob } from '@salesflow/shared/contacts/contact-bulk-job';
import { contactFilterSchema } from '@salesflow/shared/contacts/contact-list.schema';
import type { TrashPage } from '@salesflow/shared/contacts/contact-trash';
import type { ErrorBody } from '@salesflow/shared/errors/error-body';
import { beforeAll, describe, expect, it } from 'vitest';
import { type ApiClient, signIn } from '../support/api-client';
import { settleProjections } from '../support/projections';
import { useLocalStackFromTests } from '../support/service-env';
import { signInAsMember } from '../support/team';

const me = async (client: ApiClient) => (await client.get<AuthUser>('/api/auth/user')).body;

const addContacts = async (client: ApiClient, count: number, tags: string[] = []) =>
  Promise.all(
    Array.from({ length: count }, async (_, i) => {
      const response = await client.post<Contact>('/api/contacts', {
        name: `Job lead ${i} ${randomUUID().slice(0, 6)}`,
        email: `${randomUUID()}@lead.in`,
        tags,
      });
      expect(response.status, JSON.stringify(response.body)).toBe(201);
      return response.body;
    }),
  );

const startJob = async (client: ApiClient, body: Record<string, unknown>) => {
  const answer = await client.post<{ job: ContactBulkJob }>('/api/contacts/bulk', body);
  expect(answer.status, JSON.stringify(answer.body)).toBe(202);
  return answer.body.job;
};

/** Polls the job until it is done or failed. */
const jobEnd = async (client: ApiClient, id: string, timeoutMs = 60_000) => {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const { status, body } = await client.get<{ job: ContactBulkJob }>(`/api/contacts/bulk/${id}`);
    expect(status).toBe(200);
    if (body.job.status === 'done' || body.job.status === 'failed') return body.job;
    if (Date.now() > until) throw new Error(`Bulk job ${id} still ${body.job.status}`);
    await new Promise((resolve) => setTimeout(resolve, 150));
  }
};

const contactOf = async (client: ApiClient, id: string) =>
  (await client.get<Contact>(`/api/contacts/${id}`)).body;

const tag = () => `job-${randomUUID().slice(0, 8)}`;

describe('bulk jobs: every contact a filter matches, or more than 200 ids', () => {
  let owner: ApiClient;
  let manager: ApiClient;
  let member: ApiClient;
  let stranger: ApiClient;
  let organizationId: string;

  beforeAll(async () => {
    useLocalStackFromTests();
    owner = await signIn();
    organizationId = (await me(owner)).organizationId;
    manager = await signInAsMember(organizationId, 'manager');
    member = await signInAsMember(organizationId, 'member');
    stranger = await signIn();
  });

  it('sets the status of every contact a filter matches, and no other', async () => {
    const label = tag();
    const matching = await addContacts(owner, 5, [label]);
    const others = await addContacts(owner, 2);
    await settleProjections();
    const started = await startJob(owner, {
      action: 'status',
      filter: { tag: label.toUpperCase() },
      value: 'hot',
    });
    expect(started).toMatchObject({ action: 'status', value: 'hot', status: 'selecting' });
    const job = await jobEnd(owner, started.id);
    expect(job).toMatchObject({ status: 'done', selected: 5, done: 5, updated: 5, failed: 0 });
    expect(job.finishedAt).not.toBeNull();
    for (const contact of matching) expect((await contactOf(owner, contact.id)).status).toBe('hot');
    for (const contact of others) expect((await contactOf(owner, contact.id)).status).toBe('cold');
  });

  it('takes a custom field filter as the list’s address has it, read by the field’s type', async () => {
    const key = `tier_${randomUUID().slice(0, 6)}`;
    const made = await owner.post('/api/custom-fields', {
      entity: 'contact',
      key,
      label: 'Tier',
      type: 'number',
    });
    expect(made.status, JSON.stringify(made.body)).toBe(201);
    const label = tag();
    const contacts = await addContacts(owner, 4, [label]);
    for (const [i, contact] of contacts.entries()) {
      const saved = await owner.put(`/api/contacts/${contact.id}`, {
        customFields: { [key]: i < 3 ? 1 : 2 },
      });
      expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    }
    await settleProjections();
    const started = await startJob(owner, {
      action: 'status',
      filter: { tag: label, [`cf.${key}`]: '1' },
      value: 'warm',
    });
    expect(await jobEnd(owner, started.id)).toMatchObject({
      status: 'done',
      selected: 3,
      updated: 3,
    });
    const statuses = await Promise.all(
      contacts.map(async (c) => (await contactOf(owner, c.id)).status),
    );
    expect(statuses).toEqual(['warm', 'warm', 'warm', 'cold']);
    // A value its type refuses, a field there is not, and a malformed key: 400, no job.
    for (const filter of [
      { [`cf.${key}`]: 'one' },
      { 'cf.nothing_here': '1' },
      { 'cf.Bad Key': '1' },
    ]) {
      const refused = await owner.post<ErrorBody>('/api/contacts/bulk', {
        action: 'delete',
        filter,
      });
      expect(refused.status, JSON.stringify(filter)).toBe(400);
    }
    // Another organization has no such field: its filter is refused, and touches nothing here.
    const theirs = await stranger.post('/api/contacts/bulk', {
      action: 'delete',
      filter: { [`cf.${key}`]: '1' },
    });
    expect(theirs.status).toBe(400);
  });

  it('answers each member their own newest job, for the banner after leaving Contacts', async () => {
    const latest = async (client: ApiClient) => {
      const answer = await client.get<{ job: ContactBulkJob | null }>('/api/contacts/bulk/latest');
      expect(answer.status).toBe(200);
      return answer.body.job;
    };
    const fresh = await signInAsMember(organizationId, 'member');
    expect(await latest(fresh)).toBeNull();
    const label = tag();
    await addContacts(owner, 2, [label]);
    await settleProjections();
    const first = await startJob(owner, {
      action: 'status',
      filter: { tag: label },
      value: 'warm',
    });
    const second = await startJob(owner, {
      action: 'status',
      filter: { tag: label },
      value: 'hot',
    });
    expect((await latest(owner))?.id).toBe(second.id);
    await jobEnd(owner, first.id);
    expect(await latest(owner)).toMatchObject({ id: second.id, action: 'status', value: 'hot' });
    // Not a teammate's, not another organization's.
    expect(await latest(fresh)).toBeNull();
    expect((await latest(stranger))?.id).not.toBe(second.id);
  });

  it('takes more than 200 ids as a job, each one answering for itself', async () => {
    const label = tag();
    const real = await addContacts(owner, 3);
    const ids = [
      ...real.map((c) => c.id),
      ...Array.from({ length: 198 }, (_, i) => `missing${i}`),
      real[0]?.id ?? '',
    ];
    const started = await startJob(owner, { action: 'tag', ids, value: label });
    expect(started).toMatchObject({ status: 'running', selected: 201 });
    const job = await jobEnd(owner, started.id);
    expect(job).toMatchObject({ status: 'done', done: 201, updated: 3, failed: 198 });
    expect(job.failures).toHaveLength(50);
    expect(job.failures[0]?.reason).toBe('Contact not found');
    for (const contact of real) expect((await contactOf(owner, contact.id)).tags).toEqual([label]);
  });

  it('acts as the member sees and may change: their own leads only', async () => {
    const label = tag();
    const mine = await addContacts(member, 2, [label]);
    const ownersLeads = await addContacts(owner, 2, [label]);
    await settleProjections();
    const job = await jobEnd(
      member,
      (await startJob(member, { action: 'untag', filter: { tag: label }, value: label })).id,
    );
    expect(job).toMatchObject({ status: 'done', updated: 2, failed: 2 });
    expect(job.failures.map((f) => f.id).sort()).toEqual(ownersLeads.map((c) => c.id).sort());
    for (const contact of mine) {
      expect((await contactOf(member, contact.id)).tags ?? []).toEqual([]);
    }
    for (const contact of ownersLeads) {
      expect((await contactOf(owner, contact.id)).tags).toEqual([label]);
    }
    // Assigning is for managers, by filter as by id; a manager's job assigns.
    const assign = await member.post('/api/contacts/bulk', {
      action: 'assign',
      filter: { tag: label },
      value: (await me(member)).id,
    });
    expect(assign.status).toBe(403);
    const assigned = await jobEnd(
      manager,
      (
        await startJob(manager, {
          action: 'assign',
          filter: { tag: label },
          value: (await me(member)).id,
        })
      ).id,
    );
    expect(assigned).toMatchObject({ status: 'done', updated: 2, failed: 0 });
    for (const contact of ownersLeads) {
      expect((await contactOf(owner, contact.id)).assignedTo).toBe((await me(member)).id);
    }
  });

  it('keeps another organization out: its filter matches nothing here, its jobs are not found', async () => {
    const label = tag();
    const contacts = await addContacts(owner, 2, [label]);
    await settleProjections();
    const theirs = await jobEnd(
      stranger,
      (await startJob(stranger, { action: 'delete', filter: { tag: label } })).id,
    );
    expect(theirs).toMatchObject({ status: 'done', selected: 0, updated: 0 });
    const byId = await jobEnd(
      stranger,
      (
        await startJob(stranger, {
          action: 'delete',
          ids: [...contacts.map((c) => c.id), ...Array.from({ length: 199 }, (_, i) => `x${i}`)],
        })
      ).id,
    );
    expect(byId).toMatchObject({ status: 'done', updated: 0, failed: 201 });
    for (const contact of contacts)
      expect((await owner.get(`/api/contacts/${contact.id}`)).status).toBe(200);

    const mine = await startJob(owner, { action: 'export', filter: { tag: label } });
    for (const client of [stranger, member, manager]) {
      expect((await client.get(`/api/contacts/bulk/${mine.id}`)).status).toBe(404);
      expect((await client.get(`/api/contacts/bulk/${mine.id}/file`)).status).toBe(404);
    }
    const bad = await owner.get<ErrorBody>('/api/contacts/bulk/..%2Fjob');
    expect([400, 404]).toContain(bad.status);
    await jobEnd(owner, mine.id);
  });

  it('exports every match to a CSV file, and deletes them to the trash', async () => {
    const label = tag();
    const field = await owner.post('/api/custom-fields', {
      entity: 'contact',
      key: `code_${label.slice(4).replace(/-/g, '')}`,
      label: `Code ${label}`,
      type: 'text',
    });
    expect(field.status, JSON.stringify(field.body)).toBe(201);
    const contacts = await addContacts(owner, 4, [label]);
    await settleProjections();
    const started = await startJob(owner, { action: 'export', filter: { tag: label } });
    expect((await owner.get(`/api/contacts/bulk/${started.id}/file`)).status).toBeOneOf([409, 302]);
    const job = await jobEnd(owner, started.id);
    expect(job).toMatchObject({ status: 'done', updated: 4, fileReady: true });
    const link = await owner.get(`/api/contacts/bulk/${job.id}/file`);
    expect(link.status).toBe(302);
    const file = await fetch(link.headers.get('location') ?? '');
    expect(file.status).toBe(200);
    const lines = (await file.text())
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    // The contact fields' columns follow, headed by their labels.
    expect(
      lines[0]?.startsWith('Name,Email,Phone,Company,Title,Status,Source,Score,Notes,Created,'),
    ).toBe(true);
    expect(lines[0]?.split(',')).toContain(`Code ${label}`);
    expect(
      lines
        .slice(1)
        .map((line) => line.split(',')[1])
        .sort(),
    ).toEqual(contacts.map((c) => c.email).sort());
    // A status job's file is not a file.
    const status = await jobEnd(
      owner,
      (await startJob(owner, { action: 'status', filter: { tag: label }, value: 'warm' })).id,
    );
    expect((await owner.get(`/api/contacts/bulk/${status.id}/file`)).status).toBe(404);

    const deleted = await jobEnd(
      owner,
      (await startJob(owner, { action: 'delete', filter: { tag: label } })).id,
    );
    expect(deleted).toMatchObject({ status: 'done', updated: 4, failed: 0 });
    for (const contact of contacts)
      expect((await owner.get(`/api/contacts/${contact.id}`)).status).toBe(404);
    const trash = await owner.get<TrashPage>('/api/trash?limit=100');
    const trashed = new Set(trash.body.items.map((item) => item.contact.id));
    for (const contact of contacts) expect(trashed.has(contact.id)).toBe(true);
  });

  it('counts each contact once when the job is moved on twice at the same time', async () => {
    const real = await addContacts(owner, 6);
    const ids = [...real.map((c) => c.id), ...Array.from({ length: 400 }, (_, i) => `gone${i}`)];
    const started = await startJob(owner, { action: 'status', ids, value: 'warm' });
    // Two more deliveries at once beside the queue's own: each step is counted once.
    await Promise.all([
      advanceBulkJob({ organizationId, jobId: started.id }),
      advanceBulkJob({ organizationId, jobId: started.id }),
    ]);
    const job = await jobEnd(owner, started.id);
    expect(job).toMatchObject({
      status: 'done',
      selected: 406,
      done: 406,
      updated: 6,
      failed: 400,
    });
    for (const contact of real) expect((await contactOf(owner, contact.id)).status).toBe('warm');
  });

  it('ends a job failed, with why, when its member has left', async () => {
    const other = await signIn();
    const otherOrg = (await me(other)).organizationId;
    const leaving = await signInAsMember(otherOrg, 'manager');
    const leavingId = (await me(leaving)).id;
    const kept = await addContacts(other, 2);
    // The job as it was begun, its message not yet sent: the member leaves before its first step.
    const id = `left${randomUUID().replace(/-/g, '').slice(0, 12)}`;
    await createBulkJob(
      {
        id,
        organizationId: otherOrg,
        userId: leavingId,
        timezone: 'Asia/Kolkata',
        action: 'delete',
        value: null,
        filter: contactFilterSchema.parse({}),
        selectCursor: null,
        status: 'selecting',
        chunks: 0,
        chunksDone: 0,
        csvColumns: [],
        selected: 0,
        done: 0,
        updated: 0,
        failed: 0,
        failures: [],
        fileReady: false,
        error: null,
        createdAt: new Date().toISOString(),
        finishedAt: null,
      },
      [],
    );
    const removed = await other.delete(`/api/team/members/${leavingId}`);
    expect(removed.status, JSON.stringify(removed.body)).toBeLessThan(300);
    const job = await advanceBulkJob({ organizationId: otherOrg, jobId: id });
    expect(job).toMatchObject({ status: 'failed', error: MEMBER_GONE, updated: 0, selected: 0 });
    for (const contact of kept)
      expect((await other.get(`/api/contacts/${contact.id}`)).status).toBe(200);
  });
});
