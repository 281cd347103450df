import { BatchWriteCommand } from '@aws-sdk/lib-dynamodb';
import { pagesOf, readAll, readBetween, readPage } from '@salesflow/functions/platform/data/read';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { testTable } from '../support/table';

/** A partition of its own: `PAGING#<run>` with items `ITEM#0` … `ITEM#6`, odd ones flagged. */
const pk = `PAGING#${Date.now()}#${Math.random().toString(36).slice(2)}`;
const sks = Array.from({ length: 7 }, (_, i) => `ITEM#${i}`);

describe('the paging helpers read a partition of many pages', () => {
  beforeAll(async () => {
    process.env.DYNAMODB_ENDPOINT = inject('dynamoEndpoint');
    process.env.TABLE_NAME = inject('tableName');
    process.env.AWS_REGION = 'ap-south-1';
    process.env.AWS_ACCESS_KEY_ID = 'local';
    process.env.AWS_SECRET_ACCESS_KEY = 'local';
    const table = testTable();
    await table.client.send(
      new BatchWriteCommand({
        RequestItems: {
          [table.name]: sks.map((sk, i) => ({
            PutRequest: { Item: { pk, sk, n: i, odd: i % 2 === 1 } },
          })),
        },
      }),
    );
  });

  it('reads every item, page by page, in order', async () => {
    const items = await readAll({ pk, limit: 2 });
    expect(items.map((item) => item.sk)).toEqual(sks);
    const pages: unknown[][] = [];
    for await (const page of pagesOf({ pk, limit: 2 })) pages.push(page.items.map((i) => i.sk));
    expect(pages).toEqual([sks.slice(0, 2), sks.slice(2, 4), sks.slice(4, 6), sks.slice(6)]);
  });

  it('reads a range between two sort keys, either way, and below or up to a key', async () => {
    expect(
      (await readAll({ pk, between: ['ITEM#2', 'ITEM#5'], limit: 1 })).map((i) => i.n),
    ).toEqual([2, 3, 4, 5]);
    expect((await readBetween(pk, 'ITEM#1', 'ITEM#3')).map((i) => i.n)).toEqual([1, 2, 3]);
    expect(
      (await readAll({ pk, between: ['ITEM#2', 'ITEM#5'], limit: 3, descending: true })).map(
        (i) => i.n,
      ),
    ).toEqual([5, 4, 3, 2]);
    expect((await readAll({ pk, below: 'ITEM#2', limit: 1 })).map((i) => i.n)).toEqual([0, 1]);
    expect((await readAll({ pk, upTo: 'ITEM#2', limit: 1 })).map((i) => i.n)).toEqual([0, 1, 2]);
  });

  it('stops early: at most so many items, pages or items read', async () => {
    expect((await readAll({ pk, limit: 2 }, { maxItems: 3 })).map((i) => i.n)).toEqual([0, 1, 2]);
    expect((await readAll({ pk, limit: 2 }, { maxPages: 2 })).map((i) => i.n)).toEqual([
      0, 1, 2, 3,
    ]);
    const odd = { expression: 'odd = :yes', values: { ':yes': true } };
    // A budget of five items read keeps the odd ones among the first five.
    expect(
      (await readAll({ pk, filter: odd, limit: 2 }, { maxScanned: 5 })).map((i) => i.n),
    ).toEqual([1, 3]);
    expect((await readAll({ pk, filter: odd, limit: 2 }, { maxItems: 2 })).map((i) => i.n)).toEqual(
      [1, 3],
    );
    let read = 0;
    for await (const page of pagesOf({ pk, limit: 2 })) {
      read += page.items.length;
      if (read >= 4) break;
    }
    expect(read).toBe(4);
  });

  it('counts, and reads only the attributes asked for, with a cursor kept by the caller', async () => {
    let count = 0;
    let pages = 0;
    for await (const page of pagesOf({ pk, countOnly: true, limit: 3 })) {
      count += page.count;
      pages += 1;
      expect(page.items).toEqual([]);
    }
    expect({ count, pages }).toEqual({ count: 7, pages: 3 });
    const first = await readPage({ pk, limit: 4, attributes: ['sk'] });
    expect(first.items[0]).toEqual({ sk: 'ITEM#0' });
    const second = await readPage({ pk, limit: 4, cursor: first.next, consistent: false });
    expect(second.items.map((i) => i.n)).toEqual([4, 5, 6]);
    expect(second.next).toBeNull();
  });
});
