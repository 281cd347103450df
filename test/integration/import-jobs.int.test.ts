import type { Contact } from '@salesflow/shared/contacts/contact.schema';
import type { ContactPage } from '@salesflow/shared/contacts/contact-list.schema';
import type { HeldLeadsAnswer } from '@salesflow/shared/contacts/held-lead';
import type { ImportJobView, ImportPreview } from '@salesflow/shared/imports/import-job';
import type { NoticePage } from '@salesflow/shared/notifications/notice';
import { beforeAll, describe, expect, it } from 'vitest';
import { importChunk } from '../../functions/src/modules/imports/import-chunk.service';
import { handler as chunkWorker } from '../../functions/src/modules/imports/import-chunk.worker';
import { readImportChunks } from '../../functions/src/modules/imports/import-file.service';
import { completeImportJob } from '../../functions/src/modules/imports/import-job-progress';
import {
  findImportJob,
  importJobStartWrite,
  recordImportSplit,
} from '../../functions/src/modules/imports/import-jobs.repository';
import { importJobErrorsFile } from '../../functions/src/modules/imports/import-jobs.service';
import { commit } from '../../functions/src/platform/data/unit-of-work';
import { LOCAL_OPERATOR_EMAIL } from '../../infra/local/local-stack';
import { type ApiClient, signIn } from '../support/api-client';
import { importFixture, runImport, uploadImport, waitForImport } from '../support/import-jobs';
import { settleProjections } from '../support/projections';
import { useLocalStackFromTests } from '../support/service-env';
import { runWorker } from '../support/sqs-event';
import { signInAsMember } from '../support/team';

useLocalStackFromTests();

const contactsOf = async (client: ApiClient) =>
  (await client.get<ContactPage>('/api/contacts?limit=100')).body;

/** A CSV of `count` leads, each with its own email and phone. */
const leadsCsv = (count: number, prefix: string) =>
  [
    'Name,Email,Phone,Company',
    ...Array.from(
      { length: count },
      (_, i) => `Lead ${i},${prefix}${i}@example.in,+91 9${String(100000000 + i)},Co ${i}`,
    ),
  ].join('\n');

describe('import jobs: real exports end to end', () => {
  const cases: [string, number, number][] = [
    // file, imported, failed
    ['hubspot-contacts.csv', 2, 1],
    ['pipedrive-persons.csv', 2, 0],
    ['zoho-leads.csv', 2, 0],
    ['salesforce-leads.csv', 2, 0],
    ['google-contacts.csv', 2, 0],
    ['outlook-contacts.csv', 2, 0],
    ['excel-semicolon.csv', 2, 0],
    ['excel-tab.csv', 1, 0],
  ];
  for (const [file, success, failed] of cases) {
    it(`imports ${file} without editing`, async () => {
      const client = await signIn();
      const { job } = await runImport(client, file, importFixture(file));
      expect(job).toMatchObject({ status: 'completed', success, failed, done: success + failed });
      expect(job.total).toBe(success + failed);
      await settleProjections();
      const page = await contactsOf(client);
      expect(page.total).toBe(success);
      expect(job.imported.map((lead) => lead.email).sort()).toEqual(
        page.items.map((c) => c.email).sort(),
      );
    });
  }

  it('joins first and last names, maps each export’s columns and notes sources it does not know', async () => {
    const client = await signIn();
    const { job } = await runImport(client, 'hubspot.csv', importFixture('hubspot-contacts.csv'));
    const priya = (await contactsOf(client)).items.find((c) => c.email === 'priya.hs@example.com');
    expect(priya).toMatchObject({
      name: 'Priya Sharma',
      phone: '+91 98765 01001',
      company: 'Acme Corp',
      title: 'Sales Manager',
      source: 'website',
      assignedTo: null,
    });
    // HubSpot's "Referrals" is ours; "Direct Traffic" is a website visit.
    expect(job.errors).toEqual(['Row 4: Enter a valid email address']);
  });

  it('keeps a quoted cell with a line break (Zoho) and a semicolon file with a BOM (Excel)', async () => {
    const client = await signIn();
    await runImport(client, 'zoho.csv', importFixture('zoho-leads.csv'));
    await runImport(client, 'excel.csv', importFixture('excel-semicolon.csv'));
    const items = (await contactsOf(client)).items;
    expect(items.find((c) => c.email === 'kavya.zoho@example.com')?.notes).toBe(
      'Met at the expo,\nasked for pricing',
    );
    expect(items.find((c) => c.email === 'aditi.xl@example.com')).toMatchObject({
      name: 'Aditi Bose',
      source: 'referral',
      notes: 'Budget: 5,00,000',
    });
  });
});

describe('import jobs: duplicates', () => {
  const file = (email: string) =>
    [
      'Name,Email,Company,Job Title',
      `Asha Again,${email},New Co,New Title`,
      `Fresh Lead,fresh-${email},Fresh Co,CTO`,
    ].join('\n');

  const withExisting = async () => {
    const client = await signIn();
    const email = `asha-${Date.now()}@example.in`;
    const existing = (
      await client.post<Contact>('/api/contacts', { name: 'Asha', email, title: 'Old Title' })
    ).body;
    return { client, email, existing };
  };

  it('skips a row whose email a contact has, by default, and says so', async () => {
    const { client, email, existing } = await withExisting();
    const { job } = await runImport(client, 'dupes.csv', file(email.toUpperCase()));
    expect(job).toMatchObject({ success: 1, failed: 1, duplicateEmails: 1, updated: 0 });
    expect(job.errors).toContain('Row 2: a contact with this email already exists (skipped)');
    const after = (await client.get<Contact>(`/api/contacts/${existing.id}`)).body;
    expect(after).toMatchObject({ name: 'Asha', company: null, title: 'Old Title' });
    await settleProjections();
    expect((await contactsOf(client)).total).toBe(2);
  });

  it('fills the empty fields of that contact when asked to', async () => {
    const { client, email, existing } = await withExisting();
    const { job } = await runImport(client, 'dupes.csv', file(email), { duplicates: 'fill' });
    expect(job).toMatchObject({ success: 2, failed: 0, duplicateEmails: 1, updated: 1 });
    const after = (await client.get<Contact>(`/api/contacts/${existing.id}`)).body;
    expect(after).toMatchObject({ name: 'Asha', company: 'New Co', title: 'Old Title' });
    await settleProjections();
    expect((await contactsOf(client)).total).toBe(2);
  });

  it('overwrites the fields of that contact when asked to', async () => {
    const { client, email, existing } = await withExisting();
    await runImport(client, 'dupes.csv', file(email), { duplicates: 'overwrite' });
    const after = (await client.get<Contact>(`/api/contacts/${existing.id}`)).body;
    expect(after).toMatchObject({ name: 'Asha Again', company: 'New Co', title: 'New Title' });
  });

  it('lets the first row of an email win within a file, and flags a phone seen before', async () => {
    const client = await signIn();
    const csv = [
      'Name,Email,Phone',
      'First,same@example.in,+91 98765 11111',
      'Second,SAME@example.in,+91 98765 22222',
      'Third,third@example.in,9876511111',
    ].join('\n');
    const { job } = await runImport(client, 'within.csv', csv);
    expect(job).toMatchObject({ success: 2, failed: 1, duplicatePhones: 1 });
    expect(job.errors).toEqual([
      'Row 3: same email as row 2',
      'Row 4: same phone as row 2 (imported)',
    ]);
    const names = (await contactsOf(client)).items.map((c) => c.name).sort();
    expect(names).toEqual(['First', 'Third']);
  });
});

describe('import jobs: a phone a contact already has', () => {
  it('imports a row whose phone a contact has, however it is written, and says so', async () => {
    const client = await signIn();
    await client.post<Contact>('/api/contacts', {
      name: 'Kept',
      email: `kept-${Date.now()}@example.in`,
      phone: '+91 98111 22333',
    });
    // Imports find a phone another contact has in the phone sets kept from the stream.
    await settleProjections();
    const csv = [
      'Name,Email,Phone',
      'Same Number,same-number@example.in,+919811122333',
      'Other Number,other-number@example.in,+91 98111 44555',
    ].join('\n');
    const { job } = await runImport(client, 'phones.csv', csv);
    expect(job).toMatchObject({ success: 2, failed: 0, duplicatePhones: 1 });
    expect(job.errors).toEqual(['Row 2: same phone as a contact you already have (imported)']);
    await settleProjections();
    expect((await contactsOf(client)).total).toBe(3);
  });
});

describe('import jobs: round-robin', () => {
  it('tells each member handed leads once, when the job ends, with their count', async () => {
    const owner = await signIn();
    const organizationId = (await owner.get<{ organizationId: string }>('/api/auth/user')).body
      .organizationId;
    const [first, second] = await Promise.all([
      signInAsMember(organizationId, 'member'),
      signInAsMember(organizationId, 'member'),
    ]);
    const ids = await Promise.all(
      [first, second].map(
        async (client) => (await client.get<{ id: string }>('/api/auth/user')).body.id,
      ),
    );
    await owner.put('/api/team/settings', { roundRobinMemberIds: ids });
    const { id, job } = await runImport(owner, 'turns.csv', leadsCsv(5, `rr${Date.now()}-`));
    expect(job).toMatchObject({ status: 'completed', success: 5 });
    // Completing again (a late repeat) tells no one twice.
    await completeImportJob(organizationId, id);
    // Each member's leads index follows from the table's stream.
    await settleProjections();
    let told = 0;
    for (const member of [first, second]) {
      const mine = (await member.get<ContactPage>('/api/contacts?assignedTo=me&limit=10')).body;
      const notices = (await member.get<NoticePage>('/api/notifications')).body.items;
      expect(notices).toEqual([
        expect.objectContaining({
          kind: 'assignment',
          title: `${mine.total} new lead${mine.total === 1 ? '' : 's'} assigned to you`,
          message: expect.stringContaining('from the import of turns.csv'),
          link: '/app/contacts?leads=mine',
        }),
      ]);
      told += mine.total;
    }
    expect(told).toBe(5);
    expect((await owner.get<NoticePage>('/api/notifications')).body.items).toEqual([]);
  });
});

describe('import jobs: nothing half done', () => {
  /** A job started without its queue message: the test plays the workers itself. */
  const preparedJob = async (client: ApiClient, rows: number) => {
    const id = await uploadImport(client, 'chunk.csv', leadsCsv(rows, `r${Date.now()}-`));
    const organizationId = (await client.get<{ organizationId: string }>('/api/auth/user')).body
      .organizationId;
    const job = await findImportJob(organizationId, id);
    if (!job) throw new Error('no job');
    const start = {
      mapping: ['name', 'email', 'phone', 'company'] as const,
      duplicates: 'skip' as const,
    };
    await commit([
      importJobStartWrite(job, { mapping: [...start.mapping], duplicates: start.duplicates }),
    ]);
    const started = { ...job, status: 'queued' as const, mapping: [...start.mapping] };
    const read = await readImportChunks(started);
    if ('error' in read) throw new Error(read.error);
    return { id, organizationId, job: started, ...read };
  };

  const finish = async (organizationId: string, id: string, total: number, chunks: number) => {
    const job = await findImportJob(organizationId, id);
    if (!job) throw new Error('no job');
    await recordImportSplit(job, total, chunks);
    await completeImportJob(organizationId, id);
  };

  it('counts a chunk delivered twice once, and makes each contact once', async () => {
    const client = await signIn();
    const { id, organizationId, chunks, total } = await preparedJob(client, 30);
    expect(chunks).toHaveLength(1);
    expect(await runWorker(chunkWorker, 'import-chunks', chunks)).toEqual([]);
    expect(await runWorker(chunkWorker, 'import-chunks', chunks)).toEqual([]);
    await finish(organizationId, id, total, chunks.length);
    const job = (await client.get<ImportJobView>(`/api/imports/${id}`)).body;
    expect(job).toMatchObject({
      status: 'completed',
      total: 30,
      done: 30,
      success: 30,
      failed: 0,
      duplicatePhones: 0,
    });
    await settleProjections();
    const page = await contactsOf(client);
    expect(page.total).toBe(30);
    expect(page.items).toHaveLength(30);
  });

  it('holds the rows past the plan’s contacts, once however often their chunk comes', async () => {
    const client = await signIn();
    const organizationId = (await client.get<{ organizationId: string }>('/api/auth/user')).body
      .organizationId;
    const operator = await signIn(LOCAL_OPERATOR_EMAIL);
    const set = await operator.put(`/api/admin/organizations/${organizationId}/plan`, {
      planId: 'basic',
      reason: 'import holds test',
    });
    expect(set.status).toBe(200);
    const { id, chunks, total } = await preparedJob(client, 260);
    expect(await runWorker(chunkWorker, 'import-chunks', chunks)).toEqual([]);
    expect(await runWorker(chunkWorker, 'import-chunks', chunks)).toEqual([]);
    await finish(organizationId, id, total, chunks.length);
    const job = (await client.get<ImportJobView>(`/api/imports/${id}`)).body;
    expect(job).toMatchObject({
      status: 'completed',
      done: 260,
      success: 250,
      failed: 0,
      held: 10,
    });
    // Held leads are listed apart from errors, by row: nothing failed, so no error at all.
    expect(job.errors).toEqual([]);
    expect(job.heldLeads).toHaveLength(10);
    expect(job.heldLeads[0]).toMatchObject({ row: 252, name: 'Lead 250' });
    expect(job.heldLeads.at(-1)).toMatchObject({ row: 261, name: 'Lead 259' });
    expect((await client.get<string>(`/api/imports/${id}/errors`)).body).toBe('row,error\r\n');
    await settleProjections();
    expect((await contactsOf(client)).total).toBe(250);
    const held = (await client.get<HeldLeadsAnswer>('/api/held-leads')).body;
    expect(held.count).toBe(10);
    expect(held.items[0]?.origin).toBe('import:chunk.csv');
  });

  it('counts rows as each part of a chunk is done, from the first, not at the chunk’s end', async () => {
    const client = await signIn();
    const { id, organizationId, chunks, total } = await preparedJob(client, 500);
    const [chunk] = chunks;
    if (!chunk) throw new Error('no chunk');
    expect(chunks).toHaveLength(1);
    const seen: number[] = [];
    await importChunk(chunk, {
      afterSlice: async () => {
        seen.push((await client.get<ImportJobView>(`/api/imports/${id}`)).body.done);
      },
    });
    expect(seen.length).toBeGreaterThan(1);
    expect(seen[0]).toBeGreaterThan(0);
    expect(seen[0]).toBeLessThan(500);
    for (let i = 1; i < seen.length; i += 1) expect(seen[i]).toBeGreaterThan(seen[i - 1] ?? 0);
    await finish(organizationId, id, total, chunks.length);
    const job = (await client.get<ImportJobView>(`/api/imports/${id}`)).body;
    expect(job).toMatchObject({ status: 'completed', done: 500, success: 500 });
    // The counters follow from the table's stream.
    await settleProjections();
    expect((await contactsOf(client)).total).toBe(500);
  });

  it('ends with exact counts when a worker dies mid-chunk and the chunk comes again', async () => {
    const client = await signIn();
    const { id, organizationId, chunks, total } = await preparedJob(client, 400);
    const [chunk] = chunks;
    if (!chunk) throw new Error('no chunk');
    // The first delivery writes its first slice of rows (250), then the function dies.
    await expect(
      importChunk(chunk, {
        afterSlice: () => {
          throw new Error('killed');
        },
      }),
    ).rejects.toThrow('killed');
    // The first part's rows were written and counted together: the job and the organization's
    // counters say so, no more.
    const half = (await client.get<ImportJobView>(`/api/imports/${id}`)).body;
    expect(half.done).toBeGreaterThan(0);
    expect(half.done).toBeLessThan(400);
    expect(half).toMatchObject({ success: half.done, status: 'queued' });
    await settleProjections();
    expect((await contactsOf(client)).total).toBe(half.done);
    expect(await runWorker(chunkWorker, 'import-chunks', [chunk])).toEqual([]);
    await finish(organizationId, id, total, chunks.length);
    const job = (await client.get<ImportJobView>(`/api/imports/${id}`)).body;
    expect(job).toMatchObject({
      status: 'completed',
      done: 400,
      success: 400,
      failed: 0,
      duplicatePhones: 0,
    });
    await settleProjections();
    const page = await client.get<ContactPage>('/api/contacts?limit=100');
    expect(page.body.total).toBe(400);
    // Every contact once: the list, read whole, has 400 different emails.
    const emails = new Set<string>();
    let cursor: string | null = null;
    do {
      const next: ContactPage = (
        await client.get<ContactPage>(
          `/api/contacts?limit=100${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`,
        )
      ).body;
      for (const c of next.items) emails.add(c.email);
      cursor = next.nextCursor;
    } while (cursor);
    expect(emails.size).toBe(400);
  });
});

describe('import jobs: the plan’s room, said before the start', () => {
  it('tells the file’s rows and the contacts the plan has room for', async () => {
    const client = await signIn();
    const organizationId = (await client.get<{ organizationId: string }>('/api/auth/user')).body
      .organizationId;
    const operator = await signIn(LOCAL_OPERATOR_EMAIL);
    const setPlan = async (planId: string) => {
      const set = await operator.put(`/api/admin/organizations/${organizationId}/plan`, {
        planId,
        reason: 'import room test',
      });
      expect(set.status).toBe(200);
    };
    await setPlan('basic');
    await client.post('/api/contacts', { name: 'Kept', email: `kept-${Date.now()}@example.in` });
    const id = await uploadImport(client, 'room.csv', leadsCsv(300, `room${Date.now()}-`));
    const preview = await client.get<ImportPreview>(`/api/imports/${id}/preview`);
    expect(preview.status).toBe(200);
    expect(preview.body).toMatchObject({ rows: 300, room: 249 });
    await setPlan('enterprise');
    expect((await client.get<ImportPreview>(`/api/imports/${id}/preview`)).body).toMatchObject({
      rows: 300,
      room: null,
    });
  });
});

describe('import jobs: limits and bad input', () => {
  let client: ApiClient;
  beforeAll(async () => {
    client = await signIn();
  });

  it('refuses a file over 20 MB before any upload, and a file that is not .csv', async () => {
    const big = await client.post('/api/imports', {
      fileName: 'big.csv',
      size: 20 * 1024 * 1024 + 1,
    });
    expect(big.status).toBe(400);
    expect(JSON.stringify(big.body)).toContain('import at most 20 MB');
    const txt = await client.post('/api/imports', { fileName: 'leads.txt', size: 10 });
    expect(txt.status).toBe(400);
    expect(JSON.stringify(txt.body)).toContain('Please select a valid CSV file');
    for (const body of [{}, { fileName: 'a.csv', size: 0 }, { fileName: 'a.csv', size: 'x' }]) {
      expect((await client.post('/api/imports', body)).status).toBe(400);
    }
  });

  it('fails a file of more than 100,000 rows whole, importing none', async () => {
    const other = await signIn();
    const { job } = await runImport(other, 'huge.csv', leadsCsv(100_001, 'huge-'));
    expect(job).toMatchObject({ status: 'failed', success: 0, done: 0 });
    expect(job.error).toBe(
      'The file has more than 100,000 rows: split it into files of at most 100,000 rows',
    );
    expect((await contactsOf(other)).total).toBe(0);
  }, 120_000);

  it('answers 409 for a preview before the upload and for a second start; 400 for a bad mapping', async () => {
    const created = await client.post<{ id: string }>('/api/imports', {
      fileName: 'a.csv',
      size: 20,
    });
    expect((await client.get(`/api/imports/${created.body.id}/preview`)).status).toBe(409);
    const id = await uploadImport(client, 'b.csv', 'Name,Email\nA,a-start@example.in\n');
    const noEmail = await client.post(`/api/imports/${id}/start`, { mapping: ['name', 'ignore'] });
    expect(noEmail.status).toBe(400);
    const wrongLength = await client.post(`/api/imports/${id}/start`, {
      mapping: ['name', 'email', 'phone'],
    });
    expect(wrongLength.status).toBe(400);
    expect(
      (await client.post(`/api/imports/${id}/start`, { mapping: ['name', 'email'] })).status,
    ).toBe(202);
    expect(
      (await client.post(`/api/imports/${id}/start`, { mapping: ['name', 'email'] })).status,
    ).toBe(409);
    await waitForImport(client, id);
  });

  it('answers 400 for a file that is not text', async () => {
    const id = await uploadImport(
      client,
      'binary.csv',
      Buffer.from([0x50, 0x4b, 0x03, 0x04, 0, 0, 1]),
    );
    const preview = await client.get(`/api/imports/${id}/preview`);
    expect(preview.status).toBe(400);
    expect(JSON.stringify(preview.body)).toContain('Please select a valid CSV file');
  });

  it('gives every error and note as a CSV file, quoted as the exports are', async () => {
    const csv = [
      'Name,Email,Lead Source',
      '=HYPERLINK("x"),bad,web',
      'Ok,ok-csv@example.in,=cmd',
    ].join('\n');
    const { id, job } = await runImport(client, 'errors.csv', csv);
    expect(job).toMatchObject({ success: 1, failed: 1 });
    const download = await client.get<string>(`/api/imports/${id}/errors`);
    expect(download.status).toBe(200);
    expect(download.headers.get('content-type')).toContain('text/csv');
    expect(download.headers.get('content-disposition')).toContain('errors-errors.csv');
    // fetch's text() drops the byte order mark the file starts with.
    expect(download.body).toBe(
      'row,error\r\n2,Enter a valid email address\r\n3,"source ""=cmd"" imported as other"\r\n',
    );
  });
});

describe('a large errors file', () => {
  it('is put beside the import and linked to, as a download of its name', async () => {
    const client = await signIn();
    const csv = ['Name,Email', 'Bad,not-an-email', 'Worse,', 'Good,good-link@example.in'].join(
      '\n',
    );
    const { id } = await runImport(client, 'big.csv', csv);
    const user = (await client.get<{ id: string; organizationId: string }>('/api/auth/user')).body;
    const auth = { userId: user.id, organizationId: user.organizationId, timezone: 'UTC' };
    const inline = await importJobErrorsFile({ ...auth, sessionId: 'test' }, id);
    if (!('csv' in inline)) throw new Error('a small file is answered inline');
    // Past the inline size (here a few bytes): a short-lived link to the same file.
    const linked = await importJobErrorsFile({ ...auth, sessionId: 'test' }, id, 10);
    if (!('url' in linked)) throw new Error('a large file is linked to');
    expect(new URL(linked.url).pathname).toContain(`${id}-errors.csv`);
    const file = await fetch(linked.url);
    expect(file.status).toBe(200);
    expect(file.headers.get('content-disposition')).toBe('attachment; filename="big-errors.csv"');
    expect(await file.text()).toBe(inline.csv.replace(/^\uFEFF/, ''));
    // Another user of another organization gets no link to it.
    const stranger = await signIn();
    const other = (await stranger.get<{ id: string; organizationId: string }>('/api/auth/user'))
      .body;
    await expect(
      importJobErrorsFile(
        { userId: other.id, organizationId: other.organizationId, timezone: 'UTC', sessionId: 's' },
        id,
        10,
      ),
    ).rejects.toThrow();
  });
});

describe('import jobs are the organization’s and their user’s', () => {
  it('another organization cannot read, preview, start or download a job', async () => {
    const owner = await signIn();
    const stranger = await signIn();
    const id = await uploadImport(owner, 'mine.csv', 'Name,Email\nA,a-tenant@example.in\n');
    for (const path of [
      `/api/imports/${id}`,
      `/api/imports/${id}/preview`,
      `/api/imports/${id}/errors`,
    ]) {
      expect((await stranger.get(path)).status, path).toBe(404);
    }
    const start = await stranger.post(`/api/imports/${id}/start`, { mapping: ['name', 'email'] });
    expect(start.status).toBe(404);
    expect((await stranger.get<{ job: unknown }>('/api/imports/latest')).body.job).toBeNull();
    expect((await owner.get<{ job: { id: string } }>('/api/imports/latest')).body.job?.id).toBe(id);
    expect((await owner.get<ImportJobView>(`/api/imports/${id}`)).body.status).toBe('uploading');
    expect((await contactsOf(stranger)).total).toBe(0);
  });
});
