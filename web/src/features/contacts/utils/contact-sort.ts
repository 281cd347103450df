import type { ContactListSort } from '@salesflow/shared/contacts/contact-list.schema';
import type { CustomFieldType } from '@salesflow/shared/custom-fields/custom-field';
import type { ContactColumn } from './contact-columns';
import { DEFAULT_CONTACT_SORT } from './contact-list-params';

/** What a header sorts by: one of the contact's fields, or a custom field (`cf.<key>`). */
export type SortField = 'name' | 'score' | 'createdAt' | 'lastContactedAt' | `cf.${string}`;

/** The columns whose header sorts the list, and by what. */
export const SORT_FIELD: Partial<Record<ContactColumn, SortField>> = {
  Contact: 'name',
  Score: 'score',
  Created: 'createdAt',
  'Last contacted': 'lastContactedAt',
};

/** A custom field's column sorts unless it is yes or no (the list has no order for that). */
export const customFieldSorts = (type: CustomFieldType) => type !== 'checkbox';

/** Names and text A to Z first; scores, numbers and days highest (latest) first. */
const firstDirection = (field: SortField, type?: CustomFieldType): 'asc' | 'desc' =>
  field === 'name' || type === 'text' || type === 'select' ? 'asc' : 'desc';

/** Which way a column sorts the list now, if it does. */
export const sortDirectionOf = (
  sort: ContactListSort | undefined,
  field: SortField,
): 'asc' | 'desc' | false => {
  const current = sort ?? DEFAULT_CONTACT_SORT;
  if (current === field) return 'asc';
  if (current === `-${field}`) return 'desc';
  return false;
};

/** The sort after a click on a column's header: the other way round, or its first way. */
export const nextSort = (
  sort: ContactListSort | undefined,
  field: SortField,
  type?: CustomFieldType,
): ContactListSort => {
  const direction = sortDirectionOf(sort, field);
  const next = direction ? (direction === 'asc' ? 'desc' : 'asc') : firstDirection(field, type);
  return (next === 'asc' ? field : `-${field}`) as ContactListSort;
};
