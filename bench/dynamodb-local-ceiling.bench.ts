/**
 * DynamoDB Local's own ceiling on this machine, with no gateway and no handlers: the rate and the
 * latency of the calls our write paths are made of, sent straight to an in-memory DynamoDB Local
 * with the low-level SDK client (attribute values marshalled by hand, no retries), so the figures
 * are the most the local stack could ever give. Each operation runs as a closed loop of
 * `BENCH_CONCURRENCY` calls in flight (32) for `BENCH_SECONDS` (5), after `BENCH_WARMUP_SECONDS`
 * (1) unmeasured, on one throwaway table (pk/sk strings, on-demand) of ~300-byte items:
 * GetItem; PutItem; TransactWriteItems of 10 and of 21 conditional Puts; BatchWriteItem of 25
 * Puts (items/s as well as calls/s). GetItem is the baseline the other rates are set beside.
 *
 * Then the two goals of the lead-capture issue against those figures. A webhook lead on our stack
 * is one 21-item transaction plus about 4 GetItem, 2 UpdateItem and 2 PutItem: if it were only its
 * transaction, DynamoDB Local could take at most the measured 21-item transactions a second,
 * against 1,000 leads a second (p99 under 1 s) asked. An imported row writes about 15 items
 * (import-job.bench.ts counts 14.5): written with BatchWriteItem at the measured items a second and
 * nothing else, 100,000 rows take at least 1,500,000 / items/s seconds, against 60 s asked. The
 * JVM and this Node process share the machine's CPUs, whose count and load are printed.
 *
 *   npm run bench:dynamodb-ceiling      (about 40 s; BENCH_SECONDS=2 for a quick look)
 */
import { Agent } from 'node:http';
import os from 'node:os';
import { performance } from 'node:perf_hooks';
import {
  type AttributeValue,
  BatchWriteItemCommand,
  CreateTableCommand,
  DynamoDBClient,
  GetItemCommand,
  PutItemCommand,
  TransactWriteItemsCommand,
} from '@aws-sdk/client-dynamodb';
import { type DynamoLocal, startDynamoLocal } from '../infra/local/dynamodb-local';

const CONCURRENCY = Number(process.env.BENCH_CONCURRENCY ?? 32);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const WARMUP_SECONDS = Number(process.env.BENCH_WARMUP_SECONDS ?? 1);
/** At most this many calls an operation, whatever the time left (bounds the samples kept). */
const MAX_CALLS = 500_000;
/** One call that takes longer than this fails (counted as an error) instead of holding the loop. */
const REQUEST_TIMEOUT_MS = 10_000;
const ITEM_BYTES = 300;
const SEED_ITEMS = 1_000;

const GOAL_LEADS_PER_SECOND = 1_000;
const GOAL_IMPORT_ROWS = 100_000;
const GOAL_IMPORT_SECONDS = 60;
const ITEMS_PER_IMPORTED_ROW = 15;

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
  const agent = new Agent({ keepAlive: true, maxSockets: CONCURRENCY });
  local = await startDynamoLocal();
  const client = new DynamoDBClient({
    endpoint: local.endpoint,
    region: 'ap-south-1',
    credentials: { accessKeyId: 'local', secretAccessKey: 'local' },
    maxAttempts: 1,
    requestHandler: { httpAgent: agent, requestTimeout: REQUEST_TIMEOUT_MS },
  });
  const results: Result[] = [];
  let unprocessed = 0;
  try {
    await client.send(
      new CreateTableCommand({
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
      }),
    );

    // The items GetItem reads, written up front.
    const seeded = Array.from({ length: SEED_ITEMS }, (_, i) => `seed#${i}`);
    for (let i = 0; i < seeded.length; i += 25) {
      await client.send(
        new BatchWriteItemCommand({
          RequestItems: {
            [TABLE]: seeded
              .slice(i, i + 25)
              .map((pk) => ({ PutRequest: { Item: itemOf(pk, 'item') } })),
          },
        }),
      );
    }
    let reads = 0;
    results.push(
      await measureOperation('GetItem', 1, async () => {
        reads += 1;
        const pk = seeded[reads % seeded.length] as string;
        const out = await client.send(
          new GetItemCommand({ TableName: TABLE, Key: { pk: { S: pk }, sk: { S: 'item' } } }),
        );
        if (!out.Item) throw new Error('seeded item not found');
        return 1;
      }),
    );

    results.push(
      await measureOperation(`PutItem (${ITEM_BYTES} bytes)`, 1, async () => {
        await client.send(
          new PutItemCommand({ TableName: TABLE, Item: itemOf(freshKey('put'), 'item') }),
        );
        return 1;
      }),
    );

    // Every Put is conditional on a new key, like a lead's: the best case, no two transactions meet.
    const transaction = (size: number) => async () => {
      const pk = freshKey(`tx${size}`);
      await client.send(
        new TransactWriteItemsCommand({
          TransactItems: Array.from({ length: size }, (_, j) => ({
            Put: {
              TableName: TABLE,
              Item: itemOf(pk, `item#${String(j).padStart(2, '0')}`),
              ConditionExpression: 'attribute_not_exists(pk)',
            },
          })),
        }),
      );
      return size;
    };
    results.push(
      await measureOperation('TransactWriteItems, 10 conditional Puts', 10, transaction(10)),
    );
    results.push(
      await measureOperation('TransactWriteItems, 21 conditional Puts', 21, transaction(21)),
    );

    results.push(
      await measureOperation('BatchWriteItem, 25 Puts', 25, async () => {
        const out = await client.send(
          new BatchWriteItemCommand({
            RequestItems: {
              [TABLE]: Array.from({ length: 25 }, () => ({
                PutRequest: { Item: itemOf(freshKey('batch'), 'item') },
              })),
            },
          }),
        );
        const left = out.UnprocessedItems?.[TABLE]?.length ?? 0;
        unprocessed += left;
        return 25 - left;
      }),
    );
  } finally {
    client.destroy();
    agent.destroy();
    await local.stop();
  }
  if (alive()) throw new Error('DynamoDB Local is still running after stop()');

  const rate = (result: Result | undefined) => (result ? result.calls / result.seconds : 0);
  const [get, , , tx21, batch] = results;
  const lines: string[] = [];
  const day = new Date().toISOString().slice(0, 10);
  const load = (values: number[]) => values.map((v) => v.toFixed(2)).join(', ');
  lines.push(
    `DynamoDB Local ceiling benchmark (${day}, DynamoDB Local in memory, no gateway, no handlers, Node ${process.version})`,
    `Machine: ${os.cpus().length} CPUs (shared by the JVM and this Node process); load average (1, 5, 15 min) ${load(loadBefore)} before, ${load(os.loadavg())} after.`,
    '',
    `### Closed loop, ${CONCURRENCY} calls in flight, ${SECONDS} s each (after ${WARMUP_SECONDS} s unmeasured), ${ITEM_BYTES}-byte items`,
    '',
    '| operation | items a call | calls | calls/s | items/s | p50 | p99 | calls/s ratio to GetItem | errors |',
    '|---|---|---|---|---|---|---|---|---|',
  );
  for (const result of results) {
    const errors = [...result.errors].map(([name, n]) => `${name}: ${n}`).join(', ') || '0';
    lines.push(
      `| ${result.label} | ${result.itemsPerCall} | ${result.calls} | ${rate(result).toFixed(0)} | ${(result.items / result.seconds).toFixed(0)} | ${quantile(result.times, 0.5).toFixed(1)} ms | ${quantile(result.times, 0.99).toFixed(1)} ms | ${(rate(result) / Math.max(rate(get), 0.01)).toFixed(2)}x | ${errors} |`,
    );
  }
  if (unprocessed)
    lines.push('', `BatchWriteItem left ${unprocessed} items unprocessed (not counted).`);

  const leadsPerSecond = rate(tx21);
  const batchItemsPerSecond = batch ? batch.items / batch.seconds : 0;
  const importSeconds =
    (GOAL_IMPORT_ROWS * ITEMS_PER_IMPORTED_ROW) / Math.max(batchItemsPerSecond, 0.01);
  const neededItemsPerSecond = (GOAL_IMPORT_ROWS * ITEMS_PER_IMPORTED_ROW) / GOAL_IMPORT_SECONDS;
  lines.push(
    '',
    '### The lead-capture goals against these figures',
    '',
    `- Webhook leads: at most ${leadsPerSecond.toFixed(0)} a second if each lead were only its one 21-item transaction (the measured 21-item transactions/s, p99 ${quantile(tx21?.times ?? [], 0.99).toFixed(0)} ms at ${CONCURRENCY} in flight), against ${GOAL_LEADS_PER_SECOND.toLocaleString('en-US')} asked: ${((100 * leadsPerSecond) / GOAL_LEADS_PER_SECOND).toFixed(1)}% of the goal, before the lead's other calls (about 4 GetItem, 2 UpdateItem, 2 PutItem), the handler and the gateway.`,
    `- Import: at least ${Math.round(importSeconds).toLocaleString('en-US')} s for ${GOAL_IMPORT_ROWS.toLocaleString('en-US')} rows if each row were only its ~${ITEMS_PER_IMPORTED_ROW} items, written with BatchWriteItem at the measured ${batchItemsPerSecond.toFixed(0)} items/s, against ${GOAL_IMPORT_SECONDS} s asked (which needs ${neededItemsPerSecond.toLocaleString('en-US')} items/s): ${(importSeconds / GOAL_IMPORT_SECONDS).toFixed(1)}x the goal, before reading the file, the workers and SQS.`,
  );
  console.log(lines.join('\n'));
};

// Nothing may run longer than every loop's time plus two minutes (the JVM's start included).
const watchdog = setTimeout(
  () => {
    console.error('DynamoDB Local ceiling benchmark: out of time, stopping');
    void (local?.stop() ?? Promise.resolve()).finally(() => process.exit(1));
  },
  (5 * (SECONDS + WARMUP_SECONDS) + 120) * 1000,
);
watchdog.unref();

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
