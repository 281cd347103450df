import {
  CONTACT_ARRAY_MAX,
  contactListQuerySchema,
  isCustomSort,
} from '@salesflow/shared/contacts/contact-list.schema';
import { listAnswer } from '../../platform/http/list-answer';
import { route } from '../../platform/http/route';
import { customSortOf, typedCustomFilters } from '../custom-fields/custom-fields.service';
import { listContacts } from './contacts.service';

/**
 * GET /api/contacts. With `limit`: one page `{ items, nextCursor, total }`. Without it: the array
 * the spec names, newest first, capped at CONTACT_ARRAY_MAX; the next cursor and the total travel
 * in headers so a large organization is never sent whole in one answer.
 */
export const handler = route({ query: contactListQuerySchema }, async ({ auth, query }) => {
  const { custom, sort, ...rest } = query;
  const [typed, customSort] = await Promise.all([
    // `cf.<key>` filters read by their fields' types (a number, yes/no, a date, a choice).
    custom ? typedCustomFilters(auth.organizationId, 'contact', custom) : undefined,
    isCustomSort(sort) ? customSortOf(auth.organizationId, 'contact', sort) : undefined,
  ]);
  const page = await listContacts(auth, {
    ...rest,
    ...(sort && !isCustomSort(sort) ? { sort } : {}),
    limit: query.limit ?? CONTACT_ARRAY_MAX,
    ...(typed ? { custom: typed } : {}),
    ...(customSort ? { customSort } : {}),
  });
  return listAnswer(page, query.limit !== undefined);
});
