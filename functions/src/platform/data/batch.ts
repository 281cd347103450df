import { config } from '../config';
import { mapLimited } from '../map-limited';
import { db, tableName } from './dynamo-client';
import {
  BatchGetCommand,
  BatchWriteCommand,
  TransactWriteCommand,
  type TransactWriteCommandInput,
} from './dynamo-commands';
import { backoff } from './retry';

/**
 * BatchGetItem and BatchWriteItem, written once: split into the sizes DynamoDB takes, unprocessed
 * items (DynamoDB's throttling of a batch) retried with the client's jittered backoff (retry.ts,
 * which also retries a batch refused whole), and a loud failure when some stay unprocessed. No
 * caller ever gets a partial answer passed off as whole.
 */
export type Key = Record<string, unknown>;
export type Item = Record<string, unknown>;

export type WriteRequest = { put: Item } | { delete: Key };

export class UnprocessedItemsError extends Error {
  constructor(
    readonly operation: 'BatchGetItem' | 'BatchWriteItem',
    readonly unprocessed: number,
  ) {
    super(`${operation}: ${unprocessed} items stayed unprocessed after every retry`);
    this.name = 'UnprocessedItemsError';
  }
}

const GET_CHUNK = 100;
const WRITE_CHUNK = 25;
const ATTEMPTS = 8;
/** DynamoDB's most actions a transaction, and a size well under its 4 MB. */
const TRANSACTION_CHUNK = 100;
const TRANSACTION_BYTES = 3_000_000;

/**
 * The requests one bulk call takes: 25 (BatchWriteItem), or 100 where bulk writes go as
 * transactions (config.bulkWrites); callers that spread a bulk write over lanes cut it to this.
 */
export const bulkWriteChunk = (): number =>
  config.bulkWrites === 'transactions' ? TRANSACTION_CHUNK : WRITE_CHUNK;

const chunks = <T>(items: readonly T[], size: number): T[][] => {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += size) out.push(items.slice(i, i + size));
  return out;
};

/** Reads every key (in any order); missing items are simply absent from the answer. */
export const batchGetItems = async (
  keys: readonly Key[],
  options: { consistentRead?: boolean } = {},
): Promise<Item[]> => {
  const table = tableName();
  const found: Item[] = [];
  for (const chunk of chunks(keys, GET_CHUNK)) {
    let pending: Key[] = chunk;
    for (let attempt = 0; pending.length > 0; attempt += 1) {
      if (attempt >= ATTEMPTS) throw new UnprocessedItemsError('BatchGetItem', pending.length);
      if (attempt > 0) await backoff(attempt);
      const out = await db().send(
        new BatchGetCommand({
          RequestItems: { [table]: { Keys: pending, ConsistentRead: options.consistentRead } },
        }),
      );
      found.push(...(out.Responses?.[table] ?? []));
      pending = out.UnprocessedKeys?.[table]?.Keys ?? [];
    }
  }
  return found;
};

/** Requests cut into transactions: at most 100, and at most TRANSACTION_BYTES of JSON, each. */
const transactionChunks = (requests: readonly WriteRequest[]): WriteRequest[][] => {
  const out: WriteRequest[][] = [];
  let current: WriteRequest[] = [];
  let bytes = 0;
  for (const request of requests) {
    const size = JSON.stringify(request).length;
    if (
      current.length === TRANSACTION_CHUNK ||
      (current.length && bytes + size > TRANSACTION_BYTES)
    ) {
      out.push(current);
      current = [];
      bytes = 0;
    }
    current.push(request);
    bytes += size;
  }
  if (current.length) out.push(current);
  return out;
};

/**
 * The same puts and deletes as TransactWriteItems of up to 100, one commit each: DynamoDB Local
 * on disk commits every item of a BatchWriteItem on its own (about 1,000 items a second on our
 * machines, against 5,500 in transactions: `BENCH_ON_DISK=1 npm run bench:dynamodb-ceiling`).
 * Only the local stack on disk asks for it; AWS and the tests' in-memory table use batches.
 * A transaction that meets another one is cancelled whole and tried again by the client.
 */
const transactWriteItems = async (requests: readonly WriteRequest[]): Promise<void> => {
  const TableName = tableName();
  for (const chunk of transactionChunks(requests)) {
    await db().send(
      new TransactWriteCommand({
        TransactItems: chunk.map((request) =>
          'put' in request
            ? { Put: { TableName, Item: request.put } }
            : { Delete: { TableName, Key: request.delete } },
        ),
      }),
    );
  }
};

/** Puts and deletes, 25 a BatchWriteItem (or as transactions, above); every request is applied or the call throws. */
export const batchWriteItems = async (requests: readonly WriteRequest[]): Promise<void> => {
  if (config.bulkWrites === 'transactions') return transactWriteItems(requests);
  const table = tableName();
  for (const chunk of chunks(requests, WRITE_CHUNK)) {
    let pending = chunk.map((request) =>
      'put' in request
        ? { PutRequest: { Item: request.put } }
        : { DeleteRequest: { Key: request.delete } },
    );
    for (let attempt = 0; pending.length > 0; attempt += 1) {
      if (attempt >= ATTEMPTS) throw new UnprocessedItemsError('BatchWriteItem', pending.length);
      if (attempt > 0) await backoff(attempt);
      const out = await db().send(new BatchWriteCommand({ RequestItems: { [table]: pending } }));
      pending = (out.UnprocessedItems?.[table] ?? []) as typeof pending;
    }
  }
};

/** One update of a transaction, without its table (the app's own). */
export type TogetherUpdate = Omit<
  NonNullable<NonNullable<TransactWriteCommandInput['TransactItems']>[number]['Update']>,
  'TableName'
>;

/**
 * Where bulk writes go as transactions (config.bulkWrites: DynamoDB Local on disk, which commits
 * each update on its own), the entries' updates are committed together, up to 100 a
 * transaction, two transactions at once. A transaction that fails for any reason (a condition,
 * as a redelivered batch finds one) wrote nothing: its entries are answered, for the caller to
 * apply one by one as it always does. Elsewhere every entry is answered: in DynamoDB a
 * transaction costs twice the writes, and many keys in one would meet other batches.
 */
export const updatesTogether = async <T>(
  entries: readonly T[],
  updateOf: (entry: T) => TogetherUpdate,
): Promise<T[]> => {
  if (config.bulkWrites !== 'transactions' || entries.length < 2) return [...entries];
  const TableName = tableName();
  const left: T[] = [];
  await mapLimited(chunks(entries, TRANSACTION_CHUNK), 2, async (chunk) => {
    try {
      await db().send(
        new TransactWriteCommand({
          TransactItems: chunk.map((entry) => ({ Update: { TableName, ...updateOf(entry) } })),
        }),
      );
    } catch {
      left.push(...chunk);
    }
  });
  return left;
};
