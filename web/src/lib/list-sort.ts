import type { CustomFieldType } from '@salesflow/shared/custom-fields/custom-field';

/**
 * A list's order as its address and API name it: a field, highest (or latest, or Z) first after
 * `-`. Shared by the contacts' and the deals' tables' sortable headers.
 */
export type Direction = 'asc' | 'desc';

/** Which way a field sorts the list now (`current`, the list's order), if it does. */
export const sortDirectionOf = (current: string, field: string): Direction | false => {
  if (current === field) return 'asc';
  if (current === `-${field}`) return 'desc';
  return false;
};

/** The order after a click on a field's header: the other way round, or its `first` way. */
export const toggledSort = (current: string, field: string, first: Direction): string => {
  const direction = sortDirectionOf(current, field);
  const next = direction ? (direction === 'asc' ? 'desc' : 'asc') : first;
  return next === 'asc' ? field : `-${field}`;
};

/** A custom field sorts unless it is yes or no (a list has no order for that). */
export const customFieldSorts = (type: CustomFieldType) => type !== 'checkbox';

/** Text and choices A to Z first; numbers and dates highest (latest) first. */
export const customFirstDirection = (type: CustomFieldType): Direction =>
  type === 'text' || type === 'select' ? 'asc' : 'desc';
