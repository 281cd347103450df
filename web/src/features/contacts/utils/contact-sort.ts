import type { ContactSort } from '@salesflow/shared/contacts/contact-list.schema';
import type { ContactColumn } from './contact-columns';
import { DEFAULT_CONTACT_SORT } from './contact-list-params';

type SortField = 'name' | 'score' | 'createdAt' | 'lastContactedAt';

/** The columns whose header sorts the list, and by what. */
export const SORT_FIELD: Partial<Record<ContactColumn, SortField>> = {
  Contact: 'name',
  Score: 'score',
  Created: 'createdAt',
  'Last contacted': 'lastContactedAt',
};

/** Names A to Z first; scores and days highest (latest) first. */
const FIRST_DIRECTION: Record<SortField, 'asc' | 'desc'> = {
  name: 'asc',
  score: 'desc',
  createdAt: 'desc',
  lastContactedAt: 'desc',
};

/** Which way a column sorts the list now, if it does. */
export const sortDirectionOf = (
  sort: ContactSort | undefined,
  field: SortField,
): 'asc' | 'desc' | false => {
  const current = sort ?? DEFAULT_CONTACT_SORT;
  if (current === field) return 'asc';
  if (current === `-${field}`) return 'desc';
  return false;
};

/** The sort after a click on a column's header: the other way round, or its first way. */
export const nextSort = (sort: ContactSort | undefined, field: SortField): ContactSort => {
  const direction = sortDirectionOf(sort, field);
  const next = direction ? (direction === 'asc' ? 'desc' : 'asc') : FIRST_DIRECTION[field];
  return (next === 'asc' ? field : `-${field}`) as ContactSort;
};
