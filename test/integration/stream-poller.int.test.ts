import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import {
  CreateTableCommand,
  DescribeTableCommand,
  GetItemCommand,
  PutItemCommand,
} from '@aws-sdk/client-dynamodb';
import type { ProjectorDefinition } from '@salesflow/functions/platform/projectors';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { ensureTable, localClient } from '../../infra/local/dynamodb-local';
import { fileCheckpoints } from '../../infra/local/stream-checkpoints';
import { type StreamPoller, startStreamPoller } from '../../infra/local/stream-poller';
import type { StreamRecorder } from '../../infra/local/test-fixtures/stream-recorder.handler';
import { useLocalStackFromTests } from '../support/service-env';

const FIXTURES = resolve(import.meta.dirname, '../../infra/local/test-fixtures');

const projector: ProjectorDefinition = {
  name: 'recorder',
  handler: 'stream-recorder.handler',
  itemTypes: ['thing'],
  batchSize: 10,
  batchingWindowSeconds: 0,
  retryAttempts: 1,
  timeoutSeconds: 10,
};

/** What the fixture projector was handed, in this process (the poller runs it here). */
const recorder = (): StreamRecorder => {
  const global = globalThis as { streamRecorder?: StreamRecorder };
  global.streamRecorder ??= { seen: [], batches: 0 };
  return global.streamRecorder;
};

/**
 * The local stream poller against DynamoDB Local's Streams API, on a table of its own with the
 * fixture projector: every record once and in order, a restart going on from the checkpoint kept
 * in a file, a poller killed mid-batch leaving that batch to the next, a failing record bisected
 * out and described in the dead-letter queue while the others go on.
 */
describe('the local stream poller', () => {
  const endpoint = inject('dynamoEndpoint');
  const tableName = `streams-${randomUUID().slice(0, 8)}`;
  const client = localClient(endpoint);
  let dir: string;
  const pollers: StreamPoller[] = [];
  const deadLetters: string[] = [];

  const start = (
    projectors: ProjectorDefinition[] = [projector],
    checkpoints = fileCheckpoints(join(dir, 'checkpoints.json')),
  ) => {
    const poller = startStreamPoller({
      endpoint,
      tableName,
      projectors,
      checkpoints,
      deadLetter: async (_, body) => {
        deadLetters.push(body);
      },
      sourceDir: FIXTURES,
      idleMs: { min: 20, max: 100 },
      retryDelayMs: () => 20,
      log: () => {},
    });
    pollers.push(poller);
    return poller;
  };

  const put = async (pk: string, type = 'thing') => {
    await client.send(
      new PutItemCommand({
        TableName: tableName,
        Item: { pk: { S: pk }, sk: { S: 'item' }, type: { S: type } },
      }),
    );
  };
  const putAll = async (prefix: string, count: number) => {
    const keys = Array.from({ length: count }, (_, i) => `${prefix}-${String(i).padStart(3, '0')}`);
    for (const key of keys) await put(key);
    return keys;
  };
  const seenKeys = () => recorder().seen.map((record) => record.pk);

  beforeAll(async () => {
    useLocalStackFromTests();
    dir = mkdtempSync(join(tmpdir(), 'salesflow-streams-'));
    await ensureTable(endpoint, tableName);
  });

  afterAll(async () => {
    await Promise.all(pollers.map((poller) => poller.stop()));
    rmSync(dir, { recursive: true, force: true });
  });

  it('hands every record of its item types once, in order, and goes on after a restart from its checkpoint', async () => {
    const first = start();
    const before = await putAll('a', 25);
    await put('other-1', 'other');
    await first.settle(30_000);
    expect(seenKeys()).toEqual(before);
    expect(first.stats().recorder?.records).toBe(25);
    await first.stop();

    // Written while it is stopped: the next start goes on after the last record handled.
    const meanwhile = await putAll('b', 15);
    const second = start();
    await second.settle(30_000);
    expect(seenKeys()).toEqual([...before, ...meanwhile]);
    const sequence = recorder().seen.map((record) => BigInt(record.seq));
    expect(sequence).toEqual([...sequence].sort((x, y) => (x < y ? -1 : x > y ? 1 : 0)));
    await second.stop();
  });

  it('delivers again, after a restart, the batch a poller was killed in the middle of', async () => {
    const state = recorder();
    const already = state.seen.length;
    let reached = () => {};
    let release = (_error: Error) => {};
    const atHold = new Promise<void>((done) => {
      reached = done;
    });
    state.hold = {
      reached: () => reached(),
      released: new Promise<void>((_, fail) => {
        release = fail;
      }),
    };
    const killed = start();
    const keys = await putAll('c', 5);
    await atHold;
    // Killed: its batch never finished and its checkpoint never moved. (The loop is let go here
    // only so that the test process does not keep it.)
    const stopping = killed.stop();
    release(new Error('killed'));
    await stopping;
    expect(state.seen.length).toBe(already);

    const next = start();
    await next.settle(30_000);
    expect(seenKeys().slice(already)).toEqual(keys);
    await next.stop();
  });

  it('bisects a failing batch, gives its failing record to the dead-letter queue, and goes on', async () => {
    const poller = start();
    const already = recorder().seen.length;
    await put('d-000');
    await put('poison-1');
    await put('d-001');
    await poller.settle(30_000);
    expect(seenKeys().slice(already)).toEqual(['d-000', 'd-001']);
    expect(deadLetters).toHaveLength(1);
    const described = JSON.parse(deadLetters[0] ?? '{}');
    expect(described.requestContext.condition).toBe('RetryAttemptsExhausted');
    expect(described.DDBStreamBatchInfo.batchSize).toBe(1);
    expect(poller.stats().recorder?.deadLettered).toBe(1);
    await poller.stop();
  });

  it('reads each record once for several projectors, each from its own checkpoint, a failing one holding no other back', async () => {
    // A second projector of the same records under another name, with checkpoints of its own:
    // started behind the first (no checkpoint yet), it is handed everything from the oldest
    // record, the first only what is new to it, and the shard is read once for both.
    const state = recorder();
    const checkpoints = fileCheckpoints(join(dir, 'checkpoints.json'));
    const twin = { ...projector, name: 'recorder-twin' };
    const already = state.seen.length;
    const keys = await putAll('e', 12);
    const poller = start([projector, twin], checkpoints);
    await poller.settle(30_000);
    const stats = poller.stats();
    // Every record of the earlier tests was handed once to the recorder: now to the twin too.
    expect(stats.recorder?.records).toBe(12);
    expect(stats['recorder-twin']?.records).toBe(already + 12);
    const handed = seenKeys().slice(already).sort();
    expect(handed).toEqual([...seenKeys().slice(0, already), ...keys, ...keys].sort());
    // Read once for both: the stream holds those records, one 'other' and one poison besides.
    expect((stats.recorder?.read ?? 0) + (stats['recorder-twin']?.read ?? 0)).toBe(already + 14);

    // A poison record: each projector bisects it out and goes on with the rest.
    const before = state.seen.length;
    await put('f-000');
    await put('poison-2');
    await put('f-001');
    await poller.settle(30_000);
    expect(seenKeys().slice(before).sort()).toEqual(['f-000', 'f-000', 'f-001', 'f-001']);
    expect(poller.stats().recorder?.deadLettered).toBe(1);
    // The twin gave up on the first poison record too, on its way from the oldest.
    expect(poller.stats()['recorder-twin']?.deadLettered).toBe(2);
    await poller.stop();
  });

  it('turns the stream on for a table kept in .data/ from before the projectors, keeping its items', async () => {
    const older = `older-${randomUUID().slice(0, 8)}`;
    await client.send(
      new CreateTableCommand({
        TableName: older,
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
    const key = { pk: { S: 'kept' }, sk: { S: 'item' } };
    await client.send(new PutItemCommand({ TableName: older, Item: { ...key, type: { S: 'x' } } }));
    await ensureTable(endpoint, older);
    const { Table } = await client.send(new DescribeTableCommand({ TableName: older }));
    expect(Table?.StreamSpecification).toEqual({
      StreamEnabled: true,
      StreamViewType: 'NEW_AND_OLD_IMAGES',
    });
    expect((await client.send(new GetItemCommand({ TableName: older, Key: key }))).Item).toEqual({
      ...key,
      type: { S: 'x' },
    });
    // Started again on it: nothing to change.
    await ensureTable(endpoint, older);
  });
});
