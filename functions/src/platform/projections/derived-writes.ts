import type { WriteRequest } from '../data/batch';
import type { StreamChange } from './stream-change';

export type DerivedItem = { pk: string; sk: string } & Record<string, unknown>;

/** Whole items compared: a change of a field a derived item carries rewrites it. */
export const sameItems = (a: readonly object[], b: readonly object[]) =>
  JSON.stringify(a) === JSON.stringify(b);

/**
 * The writes that take a source's derived items (whole items, a pure function of one image) from
 * what the batch's first change found to what its last left: when any state differs, puts of all
 * it has at the end and deletes of what was there on the way and is gone. Idempotent as
 * projector.ts explains: a batch delivered again writes the same items.
 */
export const derivedWrites = <T extends DerivedItem>(
  changes: readonly StreamChange[],
  itemsOf: (image: Record<string, unknown> | null) => T[],
  same: (a: T[], b: T[]) => boolean = sameItems,
): WriteRequest[] => {
  // Every state the batch saw: what the first change found, and what each change left.
  const states = [changes[0]?.before ?? null, ...changes.map((change) => change.after)].map(
    itemsOf,
  );
  const last = states[states.length - 1] ?? [];
  if (states.every((items) => same(items, last))) return [];
  const kept = new Set(last.map((item) => `${item.pk}\u0000${item.sk}`));
  const gone = new Map<string, { pk: string; sk: string }>();
  for (const item of states.flat()) {
    const key = `${item.pk}\u0000${item.sk}`;
    if (!kept.has(key)) gone.set(key, { pk: item.pk, sk: item.sk });
  }
  return [
    ...[...gone.values()].map((key) => ({ delete: key })),
    ...last.map((item) => ({ put: item })),
  ];
};
