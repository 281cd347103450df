import type { ContactListSort } from '@salesflow/shared/contacts/contact-list.schema';
import type { CustomFieldType } from '@salesflow/shared/custom-fields/custom-field';
import {
  customFirstDirection,
  type Direction,
  sortDirectionOf as directionIn,
  toggledSort,
} from '../../../lib/list-sort';
import type { ContactColumn } from './contact-columns';
import { DEFAULT_CONTACT_SORT } from './contact-list-params';

export { customFieldSorts } from '../../../lib/list-sort';

/** What a header sorts by: one of the contact's fields, or a custom field (`cf.<key>`). */
export type SortField = 'name' | 'score' | 'createdAt' | 'lastContactedAt' | `cf.${string}`;

/** The columns whose header sorts the list, and by what. */
export const SORT_FIELD: Partial<Record<ContactColumn, SortField>> = {
  Contact: 'name',
  Score: 'score',
  Created: 'createdAt',
  'Last contacted': 'lastContactedAt',
};

/** Names A to Z first; scores and days highest (latest) first; custom fields by their type. */
const firstDirection = (field: SortField, type?: CustomFieldType): Direction =>
  type ? customFirstDirection(type) : field === 'name' ? 'asc' : 'desc';

/** Which way a column sorts the list now, if it does. */
export const sortDirectionOf = (sort: ContactListSort | undefined, field: SortField) =>
  directionIn(sort ?? DEFAULT_CONTACT_SORT, field);

/** The sort after a click on a column's header: the other way round, or its first way. */
export const nextSort = (
  sort: ContactListSort | undefined,
  field: SortField,
  type?: CustomFieldType,
): ContactListSort =>
  toggledSort(sort ?? DEFAULT_CONTACT_SORT, field, firstDirection(field, type)) as ContactListSort;
