import type { DealSort } from '@salesflow/shared/deals/deal-list.schema';
import { DEFAULT_DEAL_SORT } from './deal-list-params';

type SortField = 'value' | 'probability' | 'expectedCloseDate' | 'createdAt';

/** The table's columns whose header sorts the list (by their titles there), and by what. */
export const DEAL_SORT_FIELD: Partial<Record<string, SortField>> = {
  Value: 'value',
  Probability: 'probability',
  'Close Date': 'expectedCloseDate',
  // Only when a view shows it; newest first (the default) is its first way.
  Created: 'createdAt',
};

/** Values and chances highest first; close dates soonest first; creation days latest first. */
const FIRST_DIRECTION: Record<SortField, 'asc' | 'desc'> = {
  value: 'desc',
  probability: 'desc',
  expectedCloseDate: 'asc',
  createdAt: 'desc',
};

/** Which way a column sorts the list now, if it does. */
export const dealSortDirectionOf = (
  sort: DealSort | undefined,
  field: SortField,
): 'asc' | 'desc' | false => {
  const current = sort ?? DEFAULT_DEAL_SORT;
  if (current === field) return 'asc';
  if (current === `-${field}`) return 'desc';
  return false;
};

/** The sort after a click on a column's header: the other way round, or its first way. */
export const nextDealSort = (sort: DealSort | undefined, field: SortField): DealSort => {
  const direction = dealSortDirectionOf(sort, field);
  const next = direction ? (direction === 'asc' ? 'desc' : 'asc') : FIRST_DIRECTION[field];
  return (next === 'asc' ? field : `-${field}`) as DealSort;
};
