import type { WriteRequest } from '../data/batch';
import type { StreamChange } from './stream-change';

type KeyedItem = { pk: string; sk: string } & Record<string, unknown>;

/**
 * The writes of a projection that keeps ONE whole item per source (a contact's entry among its
 * holder's leads, a call's among its holder's calls), computed by `itemOf` from one version of
 * the source (null: none for it): from what the first change found to what the last one left,
 * the last version's item is put (or none), and every other key it had on the way is deleted (a
 * handover moves it to the new holder's partition, a deletion removes it). Nothing when every
 * version on the way gives the same item. Idempotent as projector.ts explains. Pure.
 */
export const oneItemWrites = (
  changes: readonly StreamChange[],
  itemOf: (image: Record<string, unknown> | null) => KeyedItem | null,
): WriteRequest[] => {
  const states = [changes[0]?.before ?? null, ...changes.map((change) => change.after)].map(itemOf);
  const last = states[states.length - 1] ?? null;
  const same = (item: KeyedItem | null) => JSON.stringify(item) === JSON.stringify(last);
  if (states.every(same)) return [];
  const gone = new Map<string, { pk: string; sk: string }>();
  for (const item of states) {
    if (item && item.pk !== last?.pk)
      gone.set(`${item.pk}\u0000${item.sk}`, { pk: item.pk, sk: item.sk });
  }
  return [...[...gone.values()].map((key) => ({ delete: key })), ...(last ? [{ put: last }] : [])];
};
