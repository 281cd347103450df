import type { ContactFilterInput } from '@salesflow/shared/contacts/contact-list.schema';
import type { ContactsListInput } from '../api/own-contact-writes';
import { listParamsRecord } from './contact-list-params';

/**
 * "Select all N matching": a bulk action's `filter`, the list's search and filters in the very
 * form its request sends them (`status=hot,warm`, `minScore=60`), so the job takes the contacts
 * the list shows. The order is no filter and is left out. The bulk API takes no custom fields'
 * filters: a list filtered by them does not offer "Select all N matching" (contacts-screen.tsx).
 */
export const bulkFilterOf = ({
  search,
  sort: _order,
  custom: _custom,
  ...filters
}: ContactsListInput) => {
  const filter: ContactFilterInput = listParamsRecord(filters);
  if (search) filter.q = search;
  return filter;
};
