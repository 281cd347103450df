import type { ContactFilterInput } from '@salesflow/shared/contacts/contact-list.schema';
import type { ContactsListInput } from '../api/own-contact-writes';
import { listParamsRecord } from './contact-list-params';

/**
 * "Select all N matching": a bulk action's `filter`, the list's search and filters in the very
 * form its request sends them (`status=hot,warm`, `minScore=60`), so the job takes the contacts
 * the list shows, custom fields' ones as `cf.<key>`. The order is no filter and is left out.
 */
export const bulkFilterOf = ({ search, sort: _order, ...filters }: ContactsListInput) => {
  const filter: ContactFilterInput = listParamsRecord(filters);
  if (search) filter.q = search;
  return filter;
};
