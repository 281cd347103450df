import type { WriteRequest } from '../../platform/data/batch';
import { oneItemWrites } from '../../platform/projections/one-item-writes';
import type { StreamChange } from '../../platform/projections/stream-change';
import { fromDealItem, toHeldDealItem } from './deal.entity';

const heldItemOf = (image: Record<string, unknown> | null) =>
  image?.type === 'deal' ? toHeldDealItem(fromDealItem(image)) : null;

/**
 * The deal's entry among its holder's deals (what a member who sees only their own leads lists),
 * from the first change's `before` to the last change's `after`: the last version's entry put
 * (or none), every other key it had on the way deleted (its contact handed over moves it to the
 * new holder's partition, a deletion removes it). Kept from the table's stream, no longer in each
 * create's, move's and deletion's transaction. Pure.
 */
export const heldDealWrites = (changes: readonly StreamChange[]): WriteRequest[] =>
  oneItemWrites(changes, heldItemOf);
