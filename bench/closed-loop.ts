/**
 * Closed loops: `concurrency` workers, each sending its next call as soon as its last one is
 * answered, until the time is up or `maxCalls` were sent; and the baseline of the lead-capture
 * goals, DynamoDB Local's single PutItem rate, measured that way in the running stack's own
 * DynamoDB Local (the same JVM the handlers use, at the same moment of the run). The PutItems are
 * sent by the handlers' own light client (platform/data/dynamo-json.ts), the fastest we have, so the
 * baseline is DynamoDB Local's rate rather than a client's: with the SDK's client, Node was the
 * bound (about 0.36 ms of its thread a PutItem, against 0.10). `client: 'sdk'` measures it with the
 * SDK's low-level client, the baseline of the runs before 2026-11-28, for comparison.
 */
import { Agent } from 'node:http';
import { performance } from 'node:perf_hooks';
import {
  type AttributeValue,
  CreateTableCommand,
  DeleteTableCommand,
  DynamoDBClient,
  PutItemCommand,
} from '@aws-sdk/client-dynamodb';
import { dynamoWire } from '@salesflow/functions/platform/data/dynamo-json';

export const quantile = (sorted: number[], q: number): number =>
  sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0;

export interface LoopResult<T> {
  /** Answered calls' results, in the order they were answered. */
  results: T[];
  /** Every answered call's time, sorted. */
  times: number[];
  errors: Map<string, number>;
  seconds: number;
}

export const closedLoop = async <T>(
  {
    concurrency,
    seconds,
    maxCalls = 1_000_000,
  }: {
    concurrency: number;
    seconds: number;
    maxCalls?: number;
  },
  call: (worker: number) => Promise<T>,
): Promise<LoopResult<T>> => {
  const results: T[] = [];
  const times: number[] = [];
  const errors = new Map<string, number>();
  let sent = 0;
  const started = performance.now();
  const deadline = started + seconds * 1000;
  const worker = async (n: number) => {
    while (performance.now() < deadline && sent < maxCalls) {
      sent += 1;
      const start = performance.now();
      try {
        results.push(await call(n));
        times.push(performance.now() - start);
      } catch (error) {
        const name = error instanceof Error ? error.name : String(error);
        errors.set(name, (errors.get(name) ?? 0) + 1);
      }
    }
  };
  await Promise.all(Array.from({ length: concurrency }, (_, n) => worker(n)));
  times.sort((a, b) => a - b);
  return { results, times, errors, seconds: (performance.now() - started) / 1000 };
};

export interface PutRate {
  perSecond: number;
  calls: number;
  p50: number;
  p99: number;
  errors: number;
}

const ITEM_BYTES = 300;

/**
 * PutItem of a new ~300-byte item (the size `dynamodb-local-ceiling.bench.ts` uses), `concurrency`
 * in flight for `seconds`, with the low-level client and no retries, into a throwaway table of its
 * own (pk/sk, on demand, no index and no stream: a plain write, and nothing for the stack's
 * workers to follow afterwards). One warm-up second first.
 */
export const putItemRate = async (
  endpoint: string,
  {
    concurrency,
    seconds,
    client: by = 'light',
  }: { concurrency: number; seconds: number; client?: 'light' | 'sdk' },
): Promise<PutRate> => {
  const table = `bench-put-${process.pid}-${Date.now()}`;
  const agent = new Agent({ keepAlive: true, maxSockets: concurrency });
  const client = new DynamoDBClient({
    endpoint,
    region: 'ap-south-1',
    credentials: { accessKeyId: 'local', secretAccessKey: 'local' },
    maxAttempts: 1,
    requestHandler: { httpAgent: agent, requestTimeout: 10_000 },
  });
  const wire = dynamoWire({
    endpoint,
    region: 'ap-south-1',
    credentials: { accessKeyId: 'local', secretAccessKey: 'local' },
  });
  let sequence = 0;
  const put = async () => {
    sequence += 1;
    const item: Record<string, AttributeValue> = {
      pk: { S: `PUT#${sequence.toString(36).padStart(6, '0')}` },
      sk: { S: 'ITEM' },
      name: { S: 'Baseline Lead' },
      email: { S: `put-${sequence}@example.com` },
      createdAt: { S: new Date().toISOString() },
    };
    item.note = { S: 'x'.repeat(Math.max(0, ITEM_BYTES - JSON.stringify(item).length)) };
    if (by === 'light') await wire('PutItem', { TableName: table, Item: item });
    else await client.send(new PutItemCommand({ TableName: table, Item: item }));
  };
  await client.send(
    new CreateTableCommand({
      TableName: table,
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
  try {
    await closedLoop({ concurrency, seconds: 1 }, put);
    const run = await closedLoop({ concurrency, seconds }, put);
    return {
      perSecond: run.times.length / run.seconds,
      calls: run.times.length,
      p50: quantile(run.times, 0.5),
      p99: quantile(run.times, 0.99),
      errors: [...run.errors.values()].reduce((a, b) => a + b, 0),
    };
  } finally {
    await client.send(new DeleteTableCommand({ TableName: table })).catch(() => undefined);
    client.destroy();
    agent.destroy();
  }
};
