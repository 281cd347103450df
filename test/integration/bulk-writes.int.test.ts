import { randomUUID } from 'node:crypto';
import {
  batchGetItems,
  batchWriteItems,
  bulkWriteChunk,
} from '@salesflow/functions/platform/data/batch';
import { putInBulk } from '@salesflow/functions/platform/data/bulk';
import { afterEach, beforeAll, describe, expect, inject, it } from 'vitest';
import { tapDynamo } from '../support/dynamo-tap';

/**
 * Bulk writes (platform/data/batch.ts) as BatchWriteItem, and as the transactions the local stack
 * sends them as when DynamoDB Local keeps its data on disk (`DYNAMODB_BULK_WRITES`): the same
 * items written and deleted either way, in calls DynamoDB takes.
 */
describe('bulk writes', () => {
  beforeAll(() => {
    process.env.DYNAMODB_ENDPOINT = inject('dynamoEndpoint');
    process.env.TABLE_NAME = inject('tableName');
  });
  afterEach(() => {
    delete process.env.DYNAMODB_BULK_WRITES;
  });

  const itemsOf = (count: number, pk: string, note = 'x') =>
    Array.from({ length: count }, (_, i) => ({
      pk: `${pk}#${i % 7}`,
      sk: `ITEM#${String(i).padStart(4, '0')}`,
      n: i,
      note,
    }));
  const keysOf = (items: { pk: string; sk: string }[]) => items.map(({ pk, sk }) => ({ pk, sk }));

  for (const mode of ['batches', 'transactions'] as const) {
    it(`puts and deletes every item, in calls DynamoDB takes (${mode})`, async () => {
      process.env.DYNAMODB_BULK_WRITES = mode;
      const calls = tapDynamo();
      const items = itemsOf(230, `BULKTEST#${randomUUID()}`);
      try {
        await batchWriteItems(items.map((put) => ({ put })));
        const stored = await batchGetItems(keysOf(items), { consistentRead: true });
        expect(stored).toHaveLength(230);
        expect(new Set(stored.map((item) => item.n))).toEqual(new Set(items.map((i) => i.n)));

        // Some deleted, the rest put again changed, in one bulk write.
        await batchWriteItems([
          ...items.slice(0, 100).map((item) => ({ delete: { pk: item.pk, sk: item.sk } })),
          ...items.slice(100).map((item) => ({ put: { ...item, note: 'again' } })),
        ]);
        const left = await batchGetItems(keysOf(items), { consistentRead: true });
        expect(left).toHaveLength(130);
        expect(left.every((item) => item.note === 'again' && Number(item.n) >= 100)).toBe(true);

        const used = calls.calls.map((call) => call.operation);
        if (mode === 'batches') {
          expect(used.filter((op) => op === 'TransactWriteItems')).toHaveLength(0);
          // 230 then 230 requests, 25 a call.
          expect(used.filter((op) => op === 'BatchWriteItem')).toHaveLength(20);
        } else {
          expect(used.filter((op) => op === 'BatchWriteItem')).toHaveLength(0);
          // 100 a transaction: 3 calls for each 230.
          expect(used.filter((op) => op === 'TransactWriteItems')).toHaveLength(6);
        }
      } finally {
        calls.stop();
      }
    });
  }

  it("cuts transactions under DynamoDB's 4 MB, however few the items", async () => {
    process.env.DYNAMODB_BULK_WRITES = 'transactions';
    const calls = tapDynamo();
    // 40 items of 200 KB: 8 MB in all, in transactions of at most 3 MB.
    const items = itemsOf(40, `BULKBIG#${randomUUID()}`, 'y'.repeat(200_000));
    try {
      await putInBulk(items, 4);
      const stored = await batchGetItems(keysOf(items), { consistentRead: true });
      expect(stored).toHaveLength(40);
      expect(
        calls.calls.filter((call) => call.operation === 'TransactWriteItems').length,
      ).toBeGreaterThanOrEqual(3);
    } finally {
      calls.stop();
    }
  });

  it('takes 25 requests a call as batches and 100 as transactions', () => {
    expect(bulkWriteChunk()).toBe(25);
    process.env.DYNAMODB_BULK_WRITES = 'transactions';
    expect(bulkWriteChunk()).toBe(100);
  });
});
