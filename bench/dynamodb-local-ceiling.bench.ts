/**
 * DynamoDB Local's own ceiling on this machine, with no gateway and no handlers: the rate and the
 * latency of the calls our write paths are made of, sent straight to an in-memory DynamoDB Local
 * through the handlers' own light client's wire (`dynamo-json.ts`: DynamoDB's JSON protocol,
 * attribute values marshalled by hand, no retries), so the figures are the most the local stack
 * could ever give. Each operation runs as a closed loop of `BENCH_CONCURRENCY` calls in flight
 * (64, as the webhook loop) for `BENCH_SECONDS` (5), after `BENCH_WARMUP_SECONDS` (1) unmeasured,
 * on one throwaway table (pk/sk strings, on-demand) of ~300-byte items: GetItem; PutItem (the
 * webhook loop's baseline); PutItem on the condition of a new key; TransactWriteItems of 2, 3 and
 * 100 conditional Puts; BatchWriteItem of 25 Puts (the imports' baseline; items/s as well as
 * calls/s). GetItem is the baseline the other rates are set beside.
 *
 * Then issue 25's goals against those figures, for the least each path must write atomically:
 * - a new webhook lead is ONE transaction of 3 items (its contact, its email claim and the
 *   delivery's kept answer): its best rate here is the 3-item transactions' rate, beside PutItem's
 *   (the goal: leads at least a third of PutItems);
 * - an imported row claims its email on a condition and writes its contact in the same
 *   transaction (two rows of one email never make two contacts): 2 items a row in transactions of
 *   100, beside BatchWriteItem of one item a row (the goal: within 3x), and 100,000 rows of it
 *   (the goal: 60 s).
 * The JVM and this Node process share the machine's CPUs, whose count and load are printed.
 *
 *   npm run bench:dynamodb-ceiling      (about a minute; BENCH_SECONDS=2 for a quick look)
 */
import { mkdtempSync, rmSync } from 'node:fs';
import os, { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { marshall } from '@aws-sdk/util-dynamodb';
import { contactEmailKey, toContactItem } from '../functions/src/modules/contacts/contact.entity';
import { contactRecord } from '../functions/src/modules/contacts/testing/contact-fixtures';
import { dynamoWire, type WireBody } from '../functions/src/platform/data/dynamo-json';
import { type DynamoLocal, ensureTable, startDynamoLocal } from '../infra/local/dynamodb-local';

type AttributeValue = { S: string };

const CONCURRENCY = Number(process.env.BENCH_CONCURRENCY ?? 64);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const WARMUP_SECONDS = Number(process.env.BENCH_WARMUP_SECONDS ?? 1);
/** At most this many calls an operation, whatever the time left (bounds the samples kept). */
const MAX_CALLS = 500_000;
/** One call that takes longer than this fails (counted as an error) instead of holding the loop. */
const REQUEST_TIMEOUT_MS = 10_000;
const ITEM_BYTES = 300;
const SEED_ITEMS = 1_000;

const GOAL_LEADS_TO_PUTS = 1 / 3;
const GOAL_IMPORT_RATIO = 3;
const GOAL_IMPORT_ROWS = 100_000;
const GOAL_IMPORT_SECONDS = 60;
/** What a lead and an imported row must write atomically (see the header). */
const LEAD_ITEMS = 3;
const ROW_ITEMS = 2;
const IMPORT_TRANSACTION_ITEMS = 100;

const TABLE = `ceiling-${Date.now()}`;

let local: DynamoLocal | undefined;
const alive = () =>
  local !== undefined && local.process.exitCode === null && local.process.signalCode === null;
/** Last resort: whatever ends this process, the JVM goes with it. */
process.on('exit', () => {
  if (alive()) local?.process.kill('SIGKILL');
});
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    void (local?.stop() ?? Promise.resolve()).finally(() => process.exit(130));
  });
}

/** DynamoDB's item size: each attribute's name plus its string value, in UTF-8 bytes. */
const sizeOf = (item: Record<string, AttributeValue>) =>
  Object.entries(item).reduce(
    (bytes, [name, value]) => bytes + Buffer.byteLength(name) + Buffer.byteLength(value.S ?? ''),
    0,
  );

/** A contact-like item of ITEM_BYTES bytes (the note pads it). */
const itemOf = (pk: string, sk: string): Record<string, AttributeValue> => {
  const item: Record<string, AttributeValue> = {
    pk: { S: pk },
    sk: { S: sk },
    type: { S: 'CONTACT' },
    name: { S: 'Ceiling Lead' },
    email: { S: `${pk.replace(/\W/g, '-')}@example.com` },
    phone: { S: '+91 90000 12345' },
    company: { S: 'Mumbai Traders 17' },
    source: { S: 'website' },
    createdAt: { S: new Date().toISOString() },
  };
  const padding = Math.max(0, ITEM_BYTES - sizeOf(item) - 'note'.length);
  return { ...item, note: { S: 'x'.repeat(padding) } };
};

let sequence = 0;
/** A key never used before in this run. */
const freshKey = (prefix: string) => {
  sequence += 1;
  return `${prefix}#${sequence.toString(36).padStart(6, '0')}`;
};

/** The app's table, as `npm start` makes it: its indexes and its stream (NEW_AND_OLD_IMAGES). */
const APP_TABLE = `app-${Date.now()}`;

/**
 * A new lead's items as the app writes them: the contact (with a phone, so in its call-queue,
 * phone and hot-lead indexes), its email claim, and the delivery's kept answer.
 */
const leadItems = (n: number): Record<string, unknown>[] => {
  const id = freshKey('lead').replace('#', '-');
  const contact = contactRecord({
    id,
    organizationId: 'ceiling-org',
    email: `${id}@example.in`,
    phone: `+91 90000 ${String(10000 + (n % 89999))}`,
    phoneE164: `+919000${String(10000 + (n % 89999))}`,
    company: 'Mumbai Traders 17',
    assignedTo: null,
  });
  return [
    toContactItem(contact),
    { ...contactEmailKey(contact.organizationId, contact.email), contactId: id },
    {
      pk: `IDEMPOTENCY#lead-webhook-answer#${id}`,
      sk: 'IDEMPOTENCY',
      answer: { status: 'created', contactId: id },
      expiresAt: Math.floor(Date.now() / 1000) + 86_400,
    },
  ];
};

interface Result {
  label: string;
  itemsPerCall: number;
  calls: number;
  items: number;
  errors: Map<string, number>;
  seconds: number;
  times: number[];
}

const quantile = (sorted: number[], q: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0;

/**
 * CONCURRENCY workers, each sending its next call as soon as its last one is answered, until the
 * time is up or MAX_CALLS calls were sent. `call` returns the items it wrote (or read).
 */
const closedLoop = async (
  seconds: number,
  call: () => Promise<number>,
): Promise<Omit<Result, 'label' | 'itemsPerCall'>> => {
  const times: number[] = [];
  const errors = new Map<string, number>();
  let sent = 0;
  let items = 0;
  const started = performance.now();
  const deadline = started + seconds * 1000;
  const worker = async () => {
    while (performance.now() < deadline && sent < MAX_CALLS) {
      sent += 1;
      const start = performance.now();
      try {
        const done = await call();
        times.push(performance.now() - start);
        items += done;
      } catch (error) {
        const name = error instanceof Error ? error.name : String(error);
        errors.set(name, (errors.get(name) ?? 0) + 1);
      }
    }
  };
  await Promise.all(Array.from({ length: CONCURRENCY }, worker));
  times.sort((a, b) => a - b);
  return {
    calls: times.length,
    items,
    errors,
    seconds: (performance.now() - started) / 1000,
    times,
  };
};

const measureOperation = async (
  label: string,
  itemsPerCall: number,
  call: () => Promise<number>,
): Promise<Result> => {
  if (WARMUP_SECONDS > 0) await closedLoop(WARMUP_SECONDS, call);
  return { label, itemsPerCall, ...(await closedLoop(SECONDS, call)) };
};

const main = async () => {
  const loadBefore = os.loadavg();
  // BENCH_ON_DISK=1: the tables in files, as `npm start` keeps them in .data/ (in memory otherwise).
  const onDisk =
    process.env.BENCH_ON_DISK === '1' ? mkdtempSync(join(tmpdir(), 'ceiling-')) : undefined;
  local = await startDynamoLocal(onDisk);
  const wire = dynamoWire({
    endpoint: local.endpoint,
    region: 'ap-south-1',
    credentials: { accessKeyId: 'local', secretAccessKey: 'local' },
  });
  const send = (operation: Parameters<typeof wire>[0], input: WireBody) =>
    Promise.race([
      wire(operation, input),
      new Promise<never>((_, reject) =>
        setTimeout(() => reject(new Error('timed out')), REQUEST_TIMEOUT_MS).unref(),
      ),
    ]);
  const results: Result[] = [];
  const appResults: Result[] = [];
  let unprocessed = 0;
  try {
    // Not one of the handlers' operations: the wire sends any operation's name as it is.
    await send('CreateTable' as Parameters<typeof wire>[0], {
      TableName: TABLE,
      BillingMode: 'PAY_PER_REQUEST',
      AttributeDefinitions: [
        { AttributeName: 'pk', AttributeType: 'S' },
        { AttributeName: 'sk', AttributeType: 'S' },
      ],
      KeySchema: [
        { AttributeName: 'pk', KeyType: 'HASH' },
        { AttributeName: 'sk', KeyType: 'RANGE' },
      ],
    });

    // The items GetItem reads, written up front.
    const seeded = Array.from({ length: SEED_ITEMS }, (_, i) => `seed#${i}`);
    for (let i = 0; i < seeded.length; i += 25) {
      await send('BatchWriteItem', {
        RequestItems: {
          [TABLE]: seeded
            .slice(i, i + 25)
            .map((pk) => ({ PutRequest: { Item: itemOf(pk, 'item') } })),
        },
      });
    }
    let reads = 0;
    results.push(
      await measureOperation('GetItem', 1, async () => {
        reads += 1;
        const pk = seeded[reads % seeded.length] as string;
        const out = await send('GetItem', {
          TableName: TABLE,
          Key: { pk: { S: pk }, sk: { S: 'item' } },
        });
        if (!out.Item) throw new Error('seeded item not found');
        return 1;
      }),
    );

    const put = (condition: boolean) => async () => {
      await send('PutItem', {
        TableName: TABLE,
        Item: itemOf(freshKey('put'), 'item'),
        ...(condition ? { ConditionExpression: 'attribute_not_exists(pk)' } : {}),
      });
      return 1;
    };
    results.push(await measureOperation(`PutItem (${ITEM_BYTES} bytes)`, 1, put(false)));
    results.push(await measureOperation('PutItem, conditional', 1, put(true)));

    // Every Put is conditional on a new key, like a lead's: the best case, no two transactions meet.
    const transaction = (size: number) => async () => {
      const pk = freshKey(`tx${size}`);
      await send('TransactWriteItems', {
        TransactItems: Array.from({ length: size }, (_, j) => ({
          Put: {
            TableName: TABLE,
            Item: itemOf(pk, `item#${String(j).padStart(3, '0')}`),
            ConditionExpression: 'attribute_not_exists(pk)',
          },
        })),
      });
      return size;
    };
    for (const size of [2, LEAD_ITEMS, IMPORT_TRANSACTION_ITEMS]) {
      results.push(
        await measureOperation(
          `TransactWriteItems, ${size} conditional Puts`,
          size,
          transaction(size),
        ),
      );
    }

    results.push(
      await measureOperation('BatchWriteItem, 25 Puts', 25, async () => {
        const out = await send('BatchWriteItem', {
          RequestItems: {
            [TABLE]: Array.from({ length: 25 }, () => ({
              PutRequest: { Item: itemOf(freshKey('batch'), 'item') },
            })),
          },
        });
        const left = (out.UnprocessedItems as Record<string, unknown[]> | undefined)?.[TABLE]
          ?.length;
        unprocessed += left ?? 0;
        return 25 - (left ?? 0);
      }),
    );

    // The same calls on the app's table, with the items the app writes.
    await ensureTable(local.endpoint, APP_TABLE);
    const appPut = (Item: Record<string, unknown>) => ({
      Put: {
        TableName: APP_TABLE,
        Item: marshall(Item, { removeUndefinedValues: true }),
        ConditionExpression: 'attribute_not_exists(pk)',
      },
    });
    appResults.push(
      await measureOperation(`PutItem (${ITEM_BYTES} bytes)`, 1, async () => {
        await send('PutItem', { TableName: APP_TABLE, Item: itemOf(freshKey('put'), 'item') });
        return 1;
      }),
    );
    appResults.push(
      await measureOperation(
        `TransactWriteItems, a new lead (contact, email claim, kept answer)`,
        LEAD_ITEMS,
        async () => {
          await send('TransactWriteItems', { TransactItems: leadItems(sequence).map(appPut) });
          return LEAD_ITEMS;
        },
      ),
    );
    appResults.push(
      await measureOperation(
        `TransactWriteItems, ${IMPORT_TRANSACTION_ITEMS / ROW_ITEMS} imported rows (contact, email claim)`,
        IMPORT_TRANSACTION_ITEMS,
        async () => {
          const items = Array.from({ length: IMPORT_TRANSACTION_ITEMS / ROW_ITEMS }, (_, n) =>
            leadItems(n).slice(0, ROW_ITEMS),
          ).flat();
          await send('TransactWriteItems', { TransactItems: items.map(appPut) });
          return IMPORT_TRANSACTION_ITEMS;
        },
      ),
    );
    appResults.push(
      await measureOperation('BatchWriteItem, 25 Puts', 25, async () => {
        const out = await send('BatchWriteItem', {
          RequestItems: {
            [APP_TABLE]: Array.from({ length: 25 }, () => ({
              PutRequest: { Item: itemOf(freshKey('batch'), 'item') },
            })),
          },
        });
        const left = (out.UnprocessedItems as Record<string, unknown[]> | undefined)?.[APP_TABLE]
          ?.length;
        unprocessed += left ?? 0;
        return 25 - (left ?? 0);
      }),
    );
  } finally {
    await local.stop();
    if (onDisk) rmSync(onDisk, { recursive: true, force: true });
  }
  if (alive()) throw new Error('DynamoDB Local is still running after stop()');

  const rate = (result: Result | undefined) => (result ? result.calls / result.seconds : 0);
  const itemRate = (result: Result | undefined) => (result ? result.items / result.seconds : 0);
  const named = (label: string) => results.find((result) => result.label.startsWith(label));
  const get = named('GetItem');
  const lines: string[] = [];
  const day = new Date().toISOString().slice(0, 10);
  const load = (values: number[]) => values.map((v) => v.toFixed(2)).join(', ');
  const table = (title: string, rows: Result[], baseline: Result | undefined) => {
    lines.push(
      '',
      title,
      '',
      `| operation | items a call | calls | calls/s | items/s | p50 | p99 | calls/s ratio to ${baseline?.label ?? '-'} | errors |`,
      '|---|---|---|---|---|---|---|---|---|',
    );
    for (const result of rows) {
      const errors = [...result.errors].map(([name, n]) => `${name}: ${n}`).join(', ') || '0';
      lines.push(
        `| ${result.label} | ${result.itemsPerCall} | ${result.calls} | ${rate(result).toFixed(0)} | ${itemRate(result).toFixed(0)} | ${quantile(result.times, 0.5).toFixed(1)} ms | ${quantile(result.times, 0.99).toFixed(1)} ms | ${(rate(result) / Math.max(rate(baseline), 0.01)).toFixed(2)}x | ${errors} |`,
      );
    }
  };
  lines.push(
    `DynamoDB Local ceiling benchmark (${day}, DynamoDB Local ${onDisk ? 'on disk' : 'in memory'}, no gateway, no handlers, Node ${process.version})`,
    `Machine: ${os.cpus().length} CPUs (shared by the JVM and this Node process); load average (1, 5, 15 min) ${load(loadBefore)} before, ${load(os.loadavg())} after.`,
  );
  const loop = `${CONCURRENCY} calls in flight, ${SECONDS} s each (after ${WARMUP_SECONDS} s unmeasured)`;
  table(`### A bare table (no index, no stream), ${ITEM_BYTES}-byte items; ${loop}`, results, get);
  const appNamed = (label: string) => appResults.find((r) => r.label.startsWith(label));
  const appPuts = appNamed('PutItem (');
  table(
    `### The app's table (its indexes and stream), the items the app writes; ${loop}`,
    appResults,
    appPuts,
  );
  if (unprocessed)
    lines.push('', `BatchWriteItem left ${unprocessed} items unprocessed (not counted).`);

  const puts = rate(appPuts);
  const leads = rate(appNamed('TransactWriteItems, a new lead'));
  const bareLeads =
    rate(named(`TransactWriteItems, ${LEAD_ITEMS} `)) / Math.max(rate(named('PutItem (')), 0.01);
  const batchItems = itemRate(appNamed('BatchWriteItem'));
  const rowItems = itemRate(appNamed('TransactWriteItems, 50 imported')) / ROW_ITEMS;
  const bareImport =
    itemRate(named('BatchWriteItem')) /
    Math.max(itemRate(named(`TransactWriteItems, ${IMPORT_TRANSACTION_ITEMS} `)) / ROW_ITEMS, 0.01);
  const importRatio = batchItems / Math.max(rowItems, 0.01);
  const importSeconds = GOAL_IMPORT_ROWS / Math.max(rowItems, 0.01);
  lines.push(
    '',
    "### Issue 25's goals against these figures: the best the least atomic write allows",
    '',
    `- Webhook leads: a lead is at least one ${LEAD_ITEMS}-item transaction (its contact, its email claim, the delivery's kept answer). On the app's table DynamoDB Local takes ${leads.toFixed(0)} of those a second beside ${puts.toFixed(0)} PutItems: leads could be at most **${(leads / Math.max(puts, 0.01)).toFixed(3)}** of PutItems with nothing else done (${bareLeads.toFixed(3)} on a bare table; goal ${GOAL_LEADS_TO_PUTS.toFixed(3)}), before the gateway, the handler and the load itself take their share of the same cores.`,
    `- Imports: a row is at least ${ROW_ITEMS} items written in a transaction (its email claimed on a condition, its contact), ${IMPORT_TRANSACTION_ITEMS} items a transaction: ${rowItems.toFixed(0)} rows a second on the app's table, against BatchWriteItem's ${batchItems.toFixed(0)} plain items: at best **${importRatio.toFixed(2)}x** BatchWriteItem (${bareImport.toFixed(2)}x on a bare table; goal within ${GOAL_IMPORT_RATIO}x), before the reads of the claims, the file, the workers and SQS.`,
    `- ${GOAL_IMPORT_ROWS.toLocaleString('en-US')} imported rows: at least **${importSeconds.toFixed(0)} s** of those transactions (goal ${GOAL_IMPORT_SECONDS} s), before their reads and their projections.`,
  );
  console.log(lines.join('\n'));
};

// Nothing may run longer than every loop's time plus two minutes (the JVM's start included).
const watchdog = setTimeout(
  () => {
    console.error('DynamoDB Local ceiling benchmark: out of time, stopping');
    void (local?.stop() ?? Promise.resolve()).finally(() => process.exit(1));
  },
  (11 * (SECONDS + WARMUP_SECONDS) + 120) * 1000,
);
watchdog.unref();

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
