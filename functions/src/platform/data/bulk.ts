import { batchWriteItems, bulkWriteChunk, type Item } from './batch';
import type { Write } from './unit-of-work';
import { addWrite } from './unit-of-work';

/**
 * Many records' writes at once, for bulk work (an import's chunk of contacts) where one
 * transaction per record would fight over the shared counter items: the items are put with
 * BatchWriteItem (their conditions dropped: the caller has made sure, record by record, that they
 * may be written, and writing one twice puts the same item), and the counter additions are summed
 * per item, to be committed once in a transaction of the caller's.
 */
export interface BulkWrites {
  puts: Item[];
  /** One ADD per counter item, the sum of every write's. */
  adds: Write[];
}

const keyOf = (key: Record<string, unknown>) => `${String(key.pk)}\u0000${String(key.sk)}`;

/** `ADD #a0 :v0, #a1 :v1` with its names and values, as addWrite makes them. */
const addsOf = (update: {
  UpdateExpression?: string;
  ExpressionAttributeNames?: Record<string, string>;
  ExpressionAttributeValues?: Record<string, unknown>;
}): Record<string, number> | null => {
  const match = /^ADD (.+)$/.exec(update.UpdateExpression ?? '');
  if (!match?.[1]) return null;
  const deltas: Record<string, number> = {};
  for (const clause of match[1].split(',')) {
    const [name, value] = clause.trim().split(/\s+/);
    const field = update.ExpressionAttributeNames?.[name ?? ''];
    const amount = update.ExpressionAttributeValues?.[value ?? ''];
    if (field === undefined || typeof amount !== 'number') return null;
    deltas[field] = (deltas[field] ?? 0) + amount;
  }
  return deltas;
};

/**
 * Splits writes into puts and summed counter additions. Anything else (a delete, a condition
 * check, an update that is not a plain ADD) has no bulk form: it throws, so a new kind of write
 * in a record's creation is noticed rather than silently lost.
 */
export const toBulk = (writes: readonly Write[]): BulkWrites => {
  const puts: Item[] = [];
  const sums = new Map<string, { key: Record<string, unknown>; deltas: Record<string, number> }>();
  for (const write of writes) {
    const { Put, Update } = write.item;
    if (Put?.Item) {
      puts.push(Put.Item);
      continue;
    }
    const deltas = Update?.Key ? addsOf(Update) : null;
    if (!Update?.Key || !deltas) {
      throw new Error(`No bulk form for ${JSON.stringify(Object.keys(write.item))}`);
    }
    const id = keyOf(Update.Key);
    const held: { key: Record<string, unknown>; deltas: Record<string, number> } = sums.get(id) ?? {
      key: Update.Key,
      deltas: {},
    };
    for (const [field, amount] of Object.entries(deltas)) {
      held.deltas[field] = (held.deltas[field] ?? 0) + amount;
    }
    sums.set(id, held);
  }
  return { puts, adds: [...sums.values()].flatMap(({ key, deltas }) => addWrite(key, deltas)) };
};

/**
 * Puts the items in bulk (batchWriteItems), in up to `lanes` lanes at a time, each call full
 * (bulkWriteChunk: 25, or 100 as transactions) but the last; throws if any stays unwritten.
 */
export const putInBulk = async (items: readonly Item[], lanes = 8): Promise<void> => {
  const call = bulkWriteChunk();
  const size = Math.max(call, Math.ceil(items.length / lanes / call) * call);
  const slices = Array.from({ length: lanes }, (_, i) => items.slice(i * size, (i + 1) * size));
  await Promise.all(
    slices
      .filter((slice) => slice.length)
      .map((slice) => batchWriteItems(slice.map((put) => ({ put })))),
  );
};
