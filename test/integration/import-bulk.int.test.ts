import type { Contact } from '@salesflow/shared/contacts/contact.schema';
import type { ContactPage } from '@salesflow/shared/contacts/contact-list.schema';
import type { HeldLeadsAnswer } from '@salesflow/shared/contacts/held-lead';
import type { DuplicateMode, ImportJobView } from '@salesflow/shared/imports/import-job';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { importChunk } from '../../functions/src/modules/imports/import-chunk.service';
import { readImportChunks } from '../../functions/src/modules/imports/import-file.service';
import { completeImportJob } from '../../functions/src/modules/imports/import-job-progress';
import {
  findImportJob,
  importJobStartWrite,
  recordImportSplit,
} from '../../functions/src/modules/imports/import-jobs.repository';
import type { ImportChunkMessage } from '../../functions/src/modules/imports/import-messages';
import { db } from '../../functions/src/platform/data/dynamo-client';
import { commit } from '../../functions/src/platform/data/unit-of-work';
import type { Gateway } from '../../infra/local/gateway';
import { LOCAL_OPERATOR_EMAIL } from '../../infra/local/local-stack';
import { type ApiClient, signIn, signInAt } from '../support/api-client';
import { type DynamoTap, tapDynamo } from '../support/dynamo-tap';
import { uploadImport } from '../support/import-jobs';
import { startInProcessGateway } from '../support/in-process-gateway';
import { settleProjections } from '../support/projections';
import { useLocalStackFromTests } from '../support/service-env';

useLocalStackFromTests();

/**
 * Imports write in bulk (issue 25): a chunk's rows are split from existing contacts by one read
 * of their email claims, and written with their claims (and places under the plan's limit) a few
 * dozen a transaction. Each row's outcome stays what it was row by row; the limit stays exact;
 * a chunk delivered twice makes and counts nothing twice. The tests play the chunk worker in
 * this process (its DynamoDB client is the tapped one).
 */

const organizationOf = async (client: ApiClient) =>
  (await client.get<{ organizationId: string }>('/api/auth/user')).body.organizationId;

const setPlan = async (organizationId: string, planId: string) => {
  const operator = await signIn(LOCAL_OPERATOR_EMAIL);
  const set = await operator.put(`/api/admin/organizations/${organizationId}/plan`, {
    planId,
    reason: 'bulk import test',
  });
  expect(set.status).toBe(200);
};

/** Leads `from`..`from+count-1`, with a phone each unless `phones` is false. */
const leadsCsv = (count: number, prefix: string, phones = true, from = 0) =>
  [
    phones ? 'Name,Email,Phone,Company' : 'Name,Email,Company',
    ...Array.from({ length: count }, (_, n) => {
      const i = from + n;
      return phones
        ? `Lead ${i},${prefix}${i}@example.in,+91 9${String(100000000 + i)},Co ${i}`
        : `Lead ${i},${prefix}${i}@example.in,Co ${i}`;
    }),
  ].join('\n');

/** A started job whose chunks the test delivers itself (no queue message is sent). */
const preparedJob = async (
  client: ApiClient,
  csv: string,
  duplicates: DuplicateMode = 'skip',
  mapping: string[] = ['name', 'email', 'phone', 'company'],
) => {
  const id = await uploadImport(client, 'bulk.csv', csv);
  const organizationId = await organizationOf(client);
  const job = await findImportJob(organizationId, id);
  if (!job) throw new Error('no job');
  const start = { mapping: mapping as never[], duplicates };
  await commit([importJobStartWrite(job, start)]);
  const started = { ...job, status: 'queued' as const, ...start };
  const read = await readImportChunks(started);
  if ('error' in read) throw new Error(read.error);
  const finish = async () => {
    const now = await findImportJob(organizationId, id);
    if (!now) throw new Error('no job');
    await recordImportSplit(now, read.total, read.chunks.length);
    await completeImportJob(organizationId, id);
    return (await client.get<ImportJobView>(`/api/imports/${id}`)).body;
  };
  return { id, organizationId, chunks: read.chunks, total: read.total, finish };
};

const onlyChunk = (chunks: ImportChunkMessage[]) => {
  expect(chunks).toHaveLength(1);
  return chunks[0] as ImportChunkMessage;
};

const contactsTotal = async (client: ApiClient) => {
  await settleProjections();
  return (await client.get<ContactPage>('/api/contacts?limit=1')).body.total;
};

let tap: DynamoTap | null = null;
afterEach(() => {
  tap?.stop();
  tap = null;
});

describe('an import chunk, written in bulk', () => {
  it('writes a 50-row chunk in a handful of DynamoDB calls, not one or more a row', async () => {
    const client = await signIn();
    const stamp = Date.now();
    const { chunks, finish } = await preparedJob(
      client,
      leadsCsv(50, `calls${stamp}-`, false),
      'skip',
      ['name', 'email', 'company'],
    );
    const chunk = onlyChunk(chunks);
    tap = tapDynamo();
    await importChunk(chunk);
    const calls = tap.calls.map((call) => call.operation);
    tap.stop();
    tap = null;
    const by = calls.reduce<Record<string, number>>((all, op) => {
      all[op] = (all[op] ?? 0) + 1;
      return all;
    }, {});
    // The claims are read in one call a slice and written with their contacts a few dozen a
    // transaction: no call per row (PutItem of a claim, GetItem of a contact, ...).
    expect(calls.length, JSON.stringify(by)).toBeLessThanOrEqual(20);
    expect(by.PutItem ?? 0, JSON.stringify(by)).toBeLessThanOrEqual(1);
    expect(await finish()).toMatchObject({ status: 'completed', success: 50, failed: 0 });
    expect(await contactsTotal(client)).toBe(50);
  });

  it('looks up its rows’ phones in a few batch reads of the phone sets, nothing a row', async () => {
    const client = await signIn();
    const { chunks, finish } = await preparedJob(client, leadsCsv(50, `phones${Date.now()}-`));
    tap = tapDynamo();
    await importChunk(onlyChunk(chunks));
    // Before the phone sets, every row with a phone was one Query of the phone index.
    const queries = tap.calls.filter((call) => call.operation === 'Query').length;
    const batchReads = tap.calls.filter((call) => call.operation === 'BatchGetItem').length;
    // Two slices (25 rows, then the rest): each reads its email claims and its phone sets once.
    expect(queries).toBe(0);
    expect(batchReads).toBeLessThanOrEqual(6);
    expect(tap.calls.length).toBeLessThanOrEqual(20);
    expect(await finish()).toMatchObject({ status: 'completed', success: 50 });
  });

  for (const duplicates of ['skip', 'fill', 'overwrite'] as const) {
    it(`splits new rows from existing contacts (${duplicates}), each row's outcome as before`, async () => {
      const client = await signIn();
      const stamp = Date.now();
      const prefix = `dup${duplicates}${stamp}-`;
      // Rows 3 and 6 (leads 1 and 4) are contacts already, with fewer fields.
      const existing = await Promise.all(
        [1, 4].map(
          async (i) =>
            (
              await client.post<Contact>('/api/contacts', {
                name: `Old ${i}`,
                email: `${prefix}${i}@example.in`.toUpperCase(),
                title: 'Old Title',
              })
            ).body,
        ),
      );
      const { chunks, finish } = await preparedJob(client, leadsCsv(8, prefix), duplicates);
      await importChunk(onlyChunk(chunks));
      const job = await finish();
      const updated = duplicates === 'skip' ? 0 : 2;
      expect(job).toMatchObject({
        status: 'completed',
        done: 8,
        success: 6 + updated,
        failed: 2 - updated,
        duplicateEmails: 2,
        updated,
        held: 0,
      });
      const note = duplicates === 'skip' ? '(skipped)' : '(updated)';
      expect(job.errors).toEqual([
        `Row 3: a contact with this email already exists ${note}`,
        `Row 6: a contact with this email already exists ${note}`,
      ]);
      const after = await Promise.all(
        existing.map(async (c) => (await client.get<Contact>(`/api/contacts/${c.id}`)).body),
      );
      if (duplicates === 'skip') {
        expect(after[0]).toMatchObject({ name: 'Old 1', company: null, title: 'Old Title' });
      } else if (duplicates === 'fill') {
        expect(after[0]).toMatchObject({ name: 'Old 1', company: 'Co 1', title: 'Old Title' });
      } else {
        expect(after[0]).toMatchObject({ name: 'Lead 1', company: 'Co 1' });
      }
      expect(await contactsTotal(client)).toBe(8);
    });
  }

  it('makes one contact of an email given twice in a chunk: the first row’s', async () => {
    const client = await signIn();
    const stamp = Date.now();
    const { chunks, finish } = await preparedJob(client, leadsCsv(4, `twice${stamp}-`));
    const chunk = onlyChunk(chunks);
    // The file reader refuses a second row of an email; a chunk made otherwise still makes one.
    const [first, second, third, fourth] = chunk.rows;
    if (!first || !second || !third || !fourth || !('input' in first) || !('input' in third)) {
      throw new Error('rows');
    }
    const twice = {
      ...chunk,
      rows: [
        first,
        second,
        { ...third, input: { ...third.input, email: first.input.email.toUpperCase() } },
        fourth,
      ],
    };
    await importChunk(twice);
    const job = await finish();
    expect(job).toMatchObject({ success: 3, failed: 1, duplicateEmails: 1 });
    expect(job.errors).toEqual(['Row 4: a contact with this email already exists (skipped)']);
    const items = (await client.get<ContactPage>('/api/contacts?limit=10')).body.items;
    expect(items.filter((c) => c.email.toLowerCase() === first.input.email)).toEqual([
      expect.objectContaining({ name: 'Lead 0' }),
    ]);
    expect(await contactsTotal(client)).toBe(3);
  });

  it('reports a row whose email a concurrent create takes mid-chunk as a duplicate, the rest written', async () => {
    const client = await signIn();
    const stamp = Date.now();
    const prefix = `race${stamp}-`;
    const { chunks, finish } = await preparedJob(client, leadsCsv(30, prefix));
    const chunk = onlyChunk(chunks);
    const taken = `${prefix}7@example.in`;
    // Just before the chunk's first write of an email claim (after it read the claims), the
    // form creates a contact with row 9's email.
    let fired = false;
    const name = 'testConcurrentCreate';
    db().tap(name, async (op, input, next) => {
      if (!fired && /TransactWrite|PutItem|BatchWrite/.test(op)) {
        if (JSON.stringify(input).includes('CONTACTEMAIL')) {
          fired = true;
          const made = await client.post('/api/contacts', {
            name: 'Got There First',
            email: taken,
          });
          expect(made.status).toBe(201);
        }
      }
      return next(input);
    });
    try {
      await importChunk(chunk);
    } finally {
      db().untap(name);
    }
    expect(fired).toBe(true);
    const job = await finish();
    expect(job).toMatchObject({ done: 30, success: 29, failed: 1, duplicateEmails: 1 });
    expect(job.errors).toEqual(['Row 9: a contact with this email already exists (skipped)']);
    const items = (await client.get<ContactPage>('/api/contacts?limit=100')).body.items;
    expect(items.filter((c) => c.email === taken)).toEqual([
      expect.objectContaining({ name: 'Got There First' }),
    ]);
    expect(await contactsTotal(client)).toBe(30);
  });
});

describe('an import chunk and the plan’s limit', () => {
  /** An organization on Basic (250 contacts) with `kept` contacts already. */
  const nearTheLimit = async (kept: number) => {
    const client = await signIn();
    const organizationId = await organizationOf(client);
    await setPlan(organizationId, 'basic');
    const pasted = await client.post<{ success: number }>('/api/contacts/import', {
      type: 'csv',
      data: leadsCsv(kept, `kept${Date.now()}-`, false),
    });
    expect(pasted.body.success).toBe(kept);
    await settleProjections();
    return client;
  };

  it('ends exactly at the limit when creates race a chunk at its edge; the rest held, none lost', async () => {
    const client = await nearTheLimit(230);
    const stamp = Date.now();
    // The file is read while 20 places are left: no row is held when it is read.
    const { chunks, finish } = await preparedJob(client, leadsCsv(20, `edge${stamp}-`));
    const chunk = onlyChunk(chunks);
    expect(chunk.rows.every((row) => !('hold' in row && row.hold))).toBe(true);
    // Then 10 creates from the form race the chunk for those 20 places.
    const [forms] = await Promise.all([
      Promise.all(
        Array.from({ length: 10 }, (_, i) =>
          client.post('/api/contacts', {
            name: `Form ${i}`,
            email: `form${i}.${stamp}@example.in`,
          }),
        ),
      ),
      importChunk(chunk),
    ]);
    const created = forms.filter((r) => r.status === 201).length;
    expect(forms.every((r) => r.status === 201 || r.status === 402)).toBe(true);
    const job = await finish();
    expect(job.success + job.held).toBe(20);
    expect(created + job.success).toBe(20);
    // The rows past the limit are the chunk's last ones, held in row order.
    expect(job.heldLeads.map((lead) => lead.row)).toEqual(
      Array.from({ length: job.held }, (_, i) => 22 - job.held + i),
    );
    expect(await contactsTotal(client)).toBe(250);
    const held = (await client.get<HeldLeadsAnswer>('/api/held-leads')).body;
    expect(held.count).toBe(job.held);
  }, 120_000);

  it('holds the rows past the limit reached mid-chunk, exactly, once when the chunk comes twice at once', async () => {
    const client = await nearTheLimit(240);
    const stamp = Date.now();
    const { chunks, finish } = await preparedJob(client, leadsCsv(20, `twice${stamp}-`));
    const chunk = onlyChunk(chunks);
    // 10 rows have room when read; 5 of those places are taken before the chunk comes.
    expect(chunk.rows.filter((row) => 'hold' in row && row.hold)).toHaveLength(10);
    for (let i = 0; i < 5; i += 1) {
      const made = await client.post('/api/contacts', {
        name: `Form ${i}`,
        email: `form${i}.${stamp}@example.in`,
      });
      expect(made.status).toBe(201);
    }
    // Delivered twice at the same time (a visibility timeout passed), then once more.
    await Promise.all([importChunk(chunk), importChunk(chunk)]);
    await importChunk(chunk);
    const job = await finish();
    expect(job).toMatchObject({ status: 'completed', done: 20, success: 5, held: 15, failed: 0 });
    expect(job.heldLeads.map((lead) => lead.row)).toEqual(
      Array.from({ length: 15 }, (_, i) => 7 + i),
    );
    expect(await contactsTotal(client)).toBe(250);
    const held = (await client.get<HeldLeadsAnswer>('/api/held-leads')).body;
    expect(held.count).toBe(15);
  }, 120_000);
});

describe('a pasted import, written in bulk', () => {
  let gateway: Gateway;
  beforeAll(async () => {
    gateway = await startInProcessGateway();
  });
  afterAll(async () => {
    await gateway?.stop();
  });

  it('saves 100 pasted rows in a handful of DynamoDB calls, not one or more a row', async () => {
    const client = await signInAt(gateway.url);
    const stamp = Date.now();
    tap = tapDynamo();
    const pasted = await client.post<{ success: number; failed: number }>('/api/contacts/import', {
      type: 'csv',
      data: leadsCsv(100, `paste${stamp}-`, false),
    });
    const by = tap.calls.reduce<Record<string, number>>((all, call) => {
      all[call.operation] = (all[call.operation] ?? 0) + 1;
      return all;
    }, {});
    tap.stop();
    tap = null;
    expect(pasted.status).toBe(200);
    expect(pasted.body).toMatchObject({ success: 100, failed: 0 });
    const total = Object.values(by).reduce((a, b) => a + b, 0);
    expect(total, JSON.stringify(by)).toBeLessThanOrEqual(30);
    expect(by.TransactWriteItems ?? 0, JSON.stringify(by)).toBeLessThanOrEqual(4);
    expect(await contactsTotal(client)).toBe(100);
  });

  it('ends exactly at the limit when creates race a paste at its edge; the rest held', async () => {
    const client = await signInAt(gateway.url);
    const organizationId = await organizationOf(client);
    await setPlan(organizationId, 'basic');
    const stamp = Date.now();
    const kept = await client.post<{ success: number }>('/api/contacts/import', {
      type: 'csv',
      data: leadsCsv(230, `pkept${stamp}-`, false),
    });
    expect(kept.body.success).toBe(230);
    await settleProjections();
    const [forms, pasted] = await Promise.all([
      Promise.all(
        Array.from({ length: 10 }, (_, i) =>
          client.post('/api/contacts', {
            name: `Form ${i}`,
            email: `pform${i}.${stamp}@example.in`,
          }),
        ),
      ),
      client.post<{ success: number; held?: number }>('/api/contacts/import', {
        type: 'csv',
        data: leadsCsv(20, `pedge${stamp}-`, false),
      }),
    ]);
    expect(pasted.status).toBe(200);
    const created = forms.filter((r) => r.status === 201).length;
    const held = pasted.body.held ?? 0;
    expect(pasted.body.success + held).toBe(20);
    expect(created + pasted.body.success).toBe(20);
    expect(await contactsTotal(client)).toBe(250);
    expect((await client.get<HeldLeadsAnswer>('/api/held-leads')).body.count).toBe(held);
  }, 120_000);
});
