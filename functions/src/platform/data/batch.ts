import { db, tableName } from './dynamo-client';
import { BatchGetCommand, BatchWriteCommand } from './dynamo-commands';
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

/** Puts and deletes, 25 at a time; every request is applied or the call throws. */
export const batchWriteItems = async (requests: readonly WriteRequest[]): Promise<void> => {
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
