import { isCustomSort } from '@salesflow/shared/contacts/contact-list.schema';
import { dealListQuerySchema } from '@salesflow/shared/deals/deal-list.schema';
import { listAnswer } from '../../platform/http/list-answer';
import { route } from '../../platform/http/route';
import { customSortOf, typedCustomFilters } from '../custom-fields/custom-fields.service';
import { listDeals } from './deals.service';

export const DEAL_ARRAY_MAX = 1000;

/**
 * GET /api/deals. With `limit`: one page `{ items, nextCursor }`; filters `search` (title, contact
 * name, contact company), `stage`, `cf.<key>` and `due=past` (open deals past their expected close date,
 * most overdue first). Without `limit`: the spec's array, newest first, capped at DEAL_ARRAY_MAX
 * with the next cursor in a header.
 */
export const handler = route({ query: dealListQuerySchema }, async ({ auth, query }) => {
  const { custom, sort, ...rest } = query;
  const [typed, customSort] = await Promise.all([
    // `cf.<key>` filters read by their deal fields' types (a number, yes/no, a date, a choice).
    custom ? typedCustomFilters(auth.organizationId, 'deal', custom) : undefined,
    isCustomSort(sort) ? customSortOf(auth.organizationId, 'deal', sort) : undefined,
  ]);
  const page = await listDeals(auth, {
    ...rest,
    ...(sort && !isCustomSort(sort) ? { sort } : {}),
    limit: query.limit ?? DEAL_ARRAY_MAX,
    ...(typed ? { custom: typed } : {}),
    ...(customSort ? { customSort } : {}),
  });
  return listAnswer(page, query.limit !== undefined);
});
