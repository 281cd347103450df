import { erasureDeclarations } from '../../erasure-registry';
import type { ErasureDeclaration, ItemKey } from '../../platform/data/erasure-declaration';
import type { Item } from '../../platform/data/read';
import { ORGANIZATION_PARTITION } from '../../platform/data/shared-partitions';
import type { IndexDefinition } from '../../platform/data/table-definition';
import { ERASURE_RECORD } from './erasure-rules';

/**
 * What an erasure reads and what it deletes, from the modules' declarations
 * (functions/src/erasure-registry.ts) alone: the organization's partitions in a fixed order, and for
 * each item read, what it leads to.
 */
export interface PlannedPartition {
  pk: string;
  /** Read on this global index (an organization-scoped list), not the table. */
  index?: IndexDefinition;
  /** What a closed organization's erasure keeps of it, by sort key. */
  keptOnErasure: (sk: string) => boolean;
}

const never = () => false;

/**
 * The organization's partitions, each once (several modules may declare one: what any of them
 * keeps is kept), in the declarations' order, its own partition `ORG#<org>` last: its erasure
 * record stays there to the end, and its members lead to their counters.
 */
export const erasurePartitions = (
  organizationId: string,
  declarations: readonly ErasureDeclaration[] = erasureDeclarations,
): PlannedPartition[] => {
  const planned = new Map<string, PlannedPartition>();
  for (const declaration of declarations) {
    for (const partition of declaration.partitions ?? []) {
      for (const pk of partition.of(organizationId)) {
        const id = `${partition.index?.name ?? ''} ${pk}`;
        const known = planned.get(id);
        const kept = partition.keptOnErasure ?? never;
        planned.set(id, {
          pk,
          ...(partition.index ? { index: partition.index } : {}),
          keptOnErasure: known ? (sk) => known.keptOnErasure(sk) || kept(sk) : kept,
        });
      }
    }
  }
  const own = ORGANIZATION_PARTITION.key(organizationId);
  const all = [...planned.values()];
  return [
    ...all.filter((p) => p.index || p.pk !== own),
    ...all.filter((p) => !p.index && p.pk === own),
  ];
};

/**
 * Whether an erasure deletes an item of this partition: a closed organization's keeps its account
 * (the declarations' `keptOnErasure`); an organization removed whole keeps nothing, but the
 * erasure's own record until the end.
 */
export const erases = (
  partition: PlannedPartition,
  key: ItemKey,
  organizationId: string,
  whole: boolean,
): boolean => {
  if (partition.index) return true;
  if (whole)
    return !(key.pk === ORGANIZATION_PARTITION.key(organizationId) && key.sk === ERASURE_RECORD);
  return !partition.keptOnErasure(key.sk);
};

export interface Derived {
  /** Whole partitions to read and empty. */
  partitions: string[];
  /** Single items to delete. */
  items: ItemKey[];
}

/** What an item read leads to and the erasure deletes with it (what it keeps left out). */
export const derivedFrom = (
  item: Item,
  organizationId: string,
  whole: boolean,
  declarations: readonly ErasureDeclaration[] = erasureDeclarations,
): Derived => {
  const partitions = new Set<string>();
  const items = new Map<string, ItemKey>();
  for (const declaration of declarations) {
    for (const rule of declaration.derived ?? []) {
      if (rule.keptOnErasure && !whole) continue;
      const found = rule.from(item, organizationId);
      for (const pk of found.partitions ?? []) partitions.add(pk);
      for (const key of found.items ?? []) items.set(`${key.pk}\u0000${key.sk}`, key);
    }
  }
  return { partitions: [...partitions], items: [...items.values()] };
};
