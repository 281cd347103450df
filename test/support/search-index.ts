import { BatchGetCommand } from '@aws-sdk/lib-dynamodb';
import { searchWordItems } from '@salesflow/functions/modules/contacts/contact.entity';
import type { Contact } from '@salesflow/shared/contacts/contact.schema';
import { testTable } from './table';

const keyOf = (item: { pk: string; sk: string }) => `${item.pk}\u0000${item.sk}`;

/**
 * The search index against a recount from the contacts: `missing` lists the word items the
 * contacts now have that are not stored as they should be (absent, or with other words or holder),
 * `stray` the stored ones no contact has any more. `seen` is every version of every contact the
 * test saw (created, edited, deleted), so each entry ever due is looked at without a Scan.
 */
export const searchIndexDrift = async (seen: readonly Contact[], current: readonly Contact[]) => {
  const expected = new Map(current.flatMap(searchWordItems).map((item) => [keyOf(item), item]));
  const keys = new Map(
    [...seen, ...current].flatMap(searchWordItems).map((item) => [keyOf(item), item]),
  );
  const table = testTable();
  const stored = new Map<string, Record<string, unknown>>();
  const all = [...keys.values()].map(({ pk, sk }) => ({ pk, sk }));
  for (let i = 0; i < all.length; i += 100) {
    let pending: Record<string, unknown>[] = all.slice(i, i + 100);
    for (let attempt = 0; pending.length && attempt < 10; attempt += 1) {
      const out = await table.client.send(
        new BatchGetCommand({
          RequestItems: { [table.name]: { Keys: pending, ConsistentRead: true } },
        }),
      );
      for (const item of out.Responses?.[table.name] ?? []) {
        stored.set(keyOf(item as { pk: string; sk: string }), item);
      }
      pending = out.UnprocessedKeys?.[table.name]?.Keys ?? [];
    }
  }
  const missing = [...expected.values()]
    .filter((item) => {
      const found = stored.get(keyOf(item));
      return !found || found.text !== item.text || found.holder !== item.holder;
    })
    .map((item) => item.sk);
  const stray = [...stored.keys()].filter((key) => !expected.has(key));
  return { expected: expected.size, missing, stray };
};
