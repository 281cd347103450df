import type { CustomFieldType } from '@salesflow/shared/custom-fields/custom-field';
import type { DealListSort } from '@salesflow/shared/deals/deal-list.schema';
import {
  customFirstDirection,
  type Direction,
  sortDirectionOf,
  toggledSort,
} from '../../../lib/list-sort';
import { DEFAULT_DEAL_SORT } from './deal-list-params';

type SortField = 'value' | 'probability' | 'expectedCloseDate' | 'createdAt' | `cf.${string}`;

/** The table's columns whose header sorts the list (by their titles there), and by what. */
export const DEAL_SORT_FIELD: Partial<Record<string, SortField>> = {
  Value: 'value',
  Probability: 'probability',
  'Close Date': 'expectedCloseDate',
  // Only when a view shows it; newest first (the default) is its first way.
  Created: 'createdAt',
};

/** Values and chances highest first; close dates soonest first; creation days latest first. */
const FIRST_DIRECTION: Record<Exclude<SortField, `cf.${string}`>, Direction> = {
  value: 'desc',
  probability: 'desc',
  expectedCloseDate: 'asc',
  createdAt: 'desc',
};

/** Which way a column sorts the list now, if it does. */
export const dealSortDirectionOf = (sort: DealListSort | undefined, field: SortField) =>
  sortDirectionOf(sort ?? DEFAULT_DEAL_SORT, field);

/**
 * The sort after a click on a column's header: the other way round, or its first way (a custom
 * field's by its type).
 */
export const nextDealSort = (
  sort: DealListSort | undefined,
  field: SortField,
  type?: CustomFieldType,
): DealListSort =>
  toggledSort(
    sort ?? DEFAULT_DEAL_SORT,
    field,
    type ? customFirstDirection(type) : FIRST_DIRECTION[field as keyof typeof FIRST_DIRECTION],
  ) as DealListSort;
