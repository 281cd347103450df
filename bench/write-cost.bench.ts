/**
 * The cost of a write in DynamoDB's terms: write units per new webhook lead, per imported row
 * (pasted, and through an import job) and per deal stage change, each measured by the key
 * recorder (key-recorder.ts) from the request until the work it started went quiet (outbox,
 * queues, workers, and stream projections once there are any), item by item, as DynamoDB counts:
 * 1 unit per KB per write, twice inside a transaction, and again for each index entry written.
 * Baseline in the same run: one plain write of the record itself (the contact or the deal item as
 * stored, without its index attributes), PutItem, and BatchWriteItem for the imported rows.
 *
 * One organization, operations one at a time: `BENCH_COST_LEADS` webhook leads (50), a pasted
 * import of `BENCH_COST_ROWS` rows (200), an import job of `BENCH_COST_JOB_ROWS` rows (500) and
 * `BENCH_COST_DEALS` deals (10) moved through 5 stage changes each.
 *
 *   npm run bench:write-cost      (about a minute)
 */
import { randomUUID } from 'node:crypto';
import {
  type AttributeValue,
  BatchGetItemCommand,
  type DynamoDBClient,
} from '@aws-sdk/client-dynamodb';
import { unmarshall } from '@aws-sdk/util-dynamodb';
import { db } from '@salesflow/functions/platform/data/dynamo-client';
import { BatchWriteCommand, PutCommand } from '@salesflow/functions/platform/data/dynamo-commands';
import { TABLE } from '@salesflow/functions/platform/data/table-definition';
import type { WebhookUrlsAnswer } from '@salesflow/shared/lead-capture/integrations';
import { localClient } from '../infra/local/dynamodb-local';
import { runBench } from './bench-support';
import { csvOf, runImportJob } from './import-support';
import {
  installKeyRecorder,
  type KeyRecorder,
  type Recording,
  resolveSizes,
  waitQuiet,
} from './key-recorder';
import { benchLogin } from './seed';
import { callsPer, kindLines, kindOf, totalsOf, unitsCheckLine } from './write-report';

const LEADS = Number(process.env.BENCH_COST_LEADS ?? 50);
const PASTED_ROWS = Number(process.env.BENCH_COST_ROWS ?? 200);
const JOB_ROWS = Number(process.env.BENCH_COST_JOB_ROWS ?? 500);
const DEALS = Number(process.env.BENCH_COST_DEALS ?? 10);
const STAGES = ['qualification', 'proposal', 'closing', 'won', 'prospecting'] as const;

type Item = Record<string, AttributeValue>;

const INDEX_ATTRIBUTES = new Set(
  TABLE.globalIndexes.flatMap((index) => [index.partitionKey, index.sortKey]),
);

/**
 * The key of the largest item each id was written in while recording: the record itself (its
 * index entries, timeline and claims are smaller or keyed otherwise).
 */
const recordKeys = (recording: Recording, ids: string[]) =>
  ids.flatMap((id) => {
    const size = (w: Recording['writes'][number]) => w.written?.bytes ?? w.units * 1024;
    const [largest] = recording.writes
      .filter((w) => w.ok && w.op !== 'check' && w.op !== 'delete')
      .filter((w) => `${w.pk}#${w.sk}`.includes(id))
      .sort((a, b) => size(b) - size(a));
    return largest ? [{ pk: largest.pk, sk: largest.sk }] : [];
  });

const readItems = async (
  client: DynamoDBClient,
  table: string,
  keys: { pk: string; sk: string }[],
) => {
  const items: Item[] = [];
  for (let i = 0; i < keys.length; i += 100) {
    const out = await client.send(
      new BatchGetItemCommand({
        RequestItems: {
          [table]: {
            Keys: keys.slice(i, i + 100).map(({ pk, sk }) => ({
              [TABLE.partitionKey]: { S: pk },
              [TABLE.sortKey]: { S: sk },
            })),
          },
        },
      }),
    );
    items.push(...(out.Responses?.[table] ?? []));
  }
  return items;
};

/**
 * Units a plain write of each item takes, recorded the same way: a copy of the item under a key
 * of its own, its index attributes left out, with PutItem or 25 at a time with BatchWriteItem,
 * through the handlers' own client.
 */
const plainWriteUnits = async (
  recorder: KeyRecorder,
  raw: DynamoDBClient,
  table: string,
  items: Item[],
  how: 'PutItem' | 'BatchWriteItem',
) => {
  // Sent through the recorded client, which takes items as documents.
  const copies = items.map((item, i) =>
    unmarshall({
      ...Object.fromEntries(Object.entries(item).filter(([name]) => !INDEX_ATTRIBUTES.has(name))),
      [TABLE.partitionKey]: { S: `BENCH#PLAIN#${randomUUID()}` },
      [TABLE.sortKey]: { S: `COPY#${i}` },
    }),
  );
  const client = db();
  recorder.start();
  if (how === 'PutItem') {
    for (const Item of copies) await client.send(new PutCommand({ TableName: table, Item }));
  } else {
    for (let i = 0; i < copies.length; i += 25) {
      await client.send(
        new BatchWriteCommand({
          RequestItems: {
            [table]: copies.slice(i, i + 25).map((Item) => ({ PutRequest: { Item } })),
          },
        }),
      );
    }
  }
  const recording = recorder.stop();
  // A batch's items are sized by the recorder (DynamoDB answers one total for the call).
  await resolveSizes(recording, raw, table);
  const totals = totalsOf(recording.writes);
  if (!copies.length) throw new Error(`no record found to write plainly with ${how}`);
  return (totals.tableUnits + totals.indexUnits) / copies.length;
};

runBench('Cost of a write', async ({ stack, lines }) => {
  const { api, user } = await benchLogin(stack.appUrl, `bench-cost-${Date.now()}@example.com`);
  const urls = JSON.parse(await api('/api/integrations/webhook-urls')) as WebhookUrlsAnswer;
  const recorder = installKeyRecorder(db());
  const raw = localClient(stack.dynamoEndpoint);
  const table = stack.tableName;
  const run = randomUUID().slice(0, 8);
  const organizations = [user.organizationId];

  /** Records `work` and what it started until the writes go quiet; sizes what needs reading. */
  const recorded = async (work: () => Promise<void>) => {
    recorder.start();
    await work();
    const settled = await waitQuiet(recorder, { quietMs: 2_000, maxMs: 120_000 });
    const recording = recorder.stop();
    await resolveSizes(recording, raw, table);
    if (!settled.quiet) console.error('the work did not go quiet within 120 s: cut there');
    return recording;
  };

  const lead = async (i: number) => {
    const response = await fetch(urls.webhookUrls.generic, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'idempotency-key': `${run}-${i}` },
      body: JSON.stringify({
        name: `Cost Lead ${i}`,
        email: `cost-${i}-${run}@example.com`,
        phone: `+91 90000 ${String(10000 + i).padStart(5, '0')}`,
        company: `Company ${i % 50}`,
        message: 'Sent by the write-cost benchmark',
        source: 'website',
      }),
    });
    const answer = (await response.json()) as { contact?: { id: string } };
    if (response.status !== 201 || !answer.contact) {
      throw new Error(`lead ${i} answered ${response.status}`);
    }
    return answer.contact.id;
  };

  // Warm every path once (module loads, caches), unrecorded.
  await lead(-1);
  await api('/api/contacts/import', {
    method: 'POST',
    body: JSON.stringify({ type: 'csv', data: csvOf(5, `warm${run}`) }),
  });
  await runImportJob(api, csvOf(5, `warmjob${run}`), 'warm.csv', 300_000);

  const leadIds: string[] = [];
  const leads = await recorded(async () => {
    for (let i = 0; i < LEADS; i += 1) leadIds.push(await lead(i));
  });

  const pasted = await recorded(async () => {
    const answer = JSON.parse(
      await api('/api/contacts/import', {
        method: 'POST',
        body: JSON.stringify({ type: 'csv', data: csvOf(PASTED_ROWS, `pasted${run}`) }),
      }),
    ) as { success: number };
    if (answer.success !== PASTED_ROWS) {
      throw new Error(`pasted import saved ${answer.success} of ${PASTED_ROWS}`);
    }
  });

  const job = await recorded(async () => {
    const done = await runImportJob(api, csvOf(JOB_ROWS, `job${run}`), 'cost.csv', 600_000);
    if (done.status !== 'completed' || done.success !== JOB_ROWS) {
      throw new Error(`import job ${done.status} with ${done.success} of ${JOB_ROWS}`);
    }
  });

  // Deals to move, made unrecorded: one contact, DEALS deals in prospecting.
  const contact = JSON.parse(
    await api('/api/contacts', {
      method: 'POST',
      body: JSON.stringify({ name: 'Cost Deal Lead', email: `cost-deals-${run}@example.com` }),
    }),
  ) as { id: string };
  const dealIds: string[] = [];
  for (let i = 0; i < DEALS; i += 1) {
    const deal = JSON.parse(
      await api('/api/deals', {
        method: 'POST',
        body: JSON.stringify({
          title: `Cost deal ${i}`,
          value: 150000 + i,
          stage: 'prospecting',
          contactId: contact.id,
        }),
      }),
    ) as { id: string };
    dealIds.push(deal.id);
  }
  const stageChanges = await recorded(async () => {
    for (const stage of STAGES) {
      for (const id of dealIds) {
        await api(`/api/deals/${id}`, { method: 'PUT', body: JSON.stringify({ stage }) });
      }
    }
  });

  // Baselines: the records as stored, written plainly.
  const contactItems = await readItems(raw, table, recordKeys(leads, leadIds.slice(0, 25)));
  // The job's rows as stored: of the kinds of item its writes put once a row (or more), the
  // largest (its contacts; claims, index entries and search words are smaller).
  const kinds = new Map<string, { bytes: number; keys: { pk: string; sk: string }[] }>();
  for (const w of job.writes) {
    if (!w.ok || w.op !== 'put' || !w.written) continue;
    const kind = kindOf(w.pk, w.sk, organizations);
    const entry = kinds.get(kind) ?? { bytes: 0, keys: [] };
    entry.bytes += w.written.bytes;
    entry.keys.push({ pk: w.pk, sk: w.sk });
    kinds.set(kind, entry);
  }
  const [rowKind] = [...kinds.values()]
    .filter((k) => k.keys.length >= JOB_ROWS)
    .sort((a, b) => b.bytes / b.keys.length - a.bytes / a.keys.length);
  const importedKeys = rowKind?.keys.slice(0, 25) ?? [];
  const importedItems = await readItems(raw, table, importedKeys);
  const dealItems = await readItems(raw, table, recordKeys(stageChanges, dealIds));
  const leadPlain = await plainWriteUnits(recorder, raw, table, contactItems, 'PutItem');
  const rowPlain = await plainWriteUnits(recorder, raw, table, importedItems, 'BatchWriteItem');
  const dealPlain = await plainWriteUnits(recorder, raw, table, dealItems, 'PutItem');
  recorder.uninstall();
  raw.destroy();

  const operations: [string, Recording, number, number, string][] = [
    ['new webhook lead', leads, LEADS, leadPlain, 'PutItem of the contact item'],
    ['pasted import row', pasted, PASTED_ROWS, rowPlain, 'BatchWriteItem of the contact item'],
    ['import job row', job, JOB_ROWS, rowPlain, 'BatchWriteItem of the contact item'],
    [
      'deal stage change',
      stageChanges,
      STAGES.length * DEALS,
      dealPlain,
      'PutItem of the deal item',
    ],
  ];
  lines.push(
    '',
    `### Write units per operation, as DynamoDB counts them (one organization; ${LEADS} leads, ${PASTED_ROWS} pasted rows, a job of ${JOB_ROWS} rows, ${STAGES.length * DEALS} stage changes)`,
    '',
    '| operation | writes per op | table units | index units | write units per op | of which in transactions | failed writes | plain write of the record | ratio |',
    '|---|---|---|---|---|---|---|---|---|',
  );
  for (const [label, recording, count, plain, plainLabel] of operations) {
    const totals = totalsOf(recording.writes);
    const inTransactions = totalsOf(recording.writes.filter((w) => w.transactional));
    const units = (totals.tableUnits + totals.indexUnits) / count;
    lines.push(
      `| ${label} | ${(totals.writes / count).toFixed(1)} | ${(totals.tableUnits / count).toFixed(1)} | ${(totals.indexUnits / count).toFixed(1)} | **${units.toFixed(1)}** | ${((inTransactions.tableUnits + inTransactions.indexUnits) / count).toFixed(1)} | ${totals.failed} | ${plain.toFixed(1)} (${plainLabel}) | ${(units / Math.max(plain, 0.01)).toFixed(1)}x |`,
    );
  }
  lines.push(
    '',
    'Calls per operation (reads too): ',
    '',
    ...operations.map(([label, recording, count]) => `- ${label}: ${callsPer(recording, count)}`),
    '',
    'Failed calls (a condition not met, a cancelled transaction; DynamoDB bills a failed write too): ',
    '',
    ...operations.map(
      ([label, recording]) =>
        `- ${label}: ${[...recording.failures].map(([name, n]) => `${name} ${n}`).join(', ') || 'none'}`,
    ),
  );
  for (const [label, recording, count] of operations) {
    lines.push(
      '',
      `#### ${label}: the writes by kind of item, per ${label}`,
      '',
      ...kindLines(recording.writes, count, organizations),
    );
  }
  lines.push(
    '',
    ...operations.map(([label, recording]) => `- ${label}: ${unitsCheckLine(recording)}`),
  );
});
