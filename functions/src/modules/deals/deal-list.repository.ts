import { batchGetItems } from '../../platform/data/batch';
import { readInTwoParts, readListIndexPage } from '../../platform/data/list-index';
import { type DealRecord, dealKey, fromDealItem } from './deal.entity';
import { DEAL_LIST_ORDERS, DEAL_ROW_PREFIX, dealListPartitions } from './deal-list.entity';
import type { DealListPlan } from './deal-list.plan';

/**
 * One page of a planned list of deals (deal-list.plan.ts): the rows of its facets' partitions in
 * its order, merged, then the deals read whole and checked once more (a row behind its deal
 * never answers a deal that no longer matches), in the rows' order.
 */
const readPlannedDealPage = async (
  organizationId: string,
  plan: DealListPlan,
  options: { limit: number; cursor?: string | undefined },
) => {
  const page = await readListIndexPage({
    partitions: plan.facets.flatMap((facet) => dealListPartitions(organizationId, facet)),
    scope: plan.scope,
    rowPrefix: DEAL_ROW_PREFIX,
    index: DEAL_LIST_ORDERS[plan.order],
    range: plan.range,
    descending: plan.descending,
    ...(plan.filter ? { filter: plan.filter } : {}),
    limit: options.limit,
    cursor: options.cursor,
  });
  const ids = page.items.map((item) => String(item.dealId));
  const found = await batchGetItems(ids.map((id) => dealKey(organizationId, id)));
  const byId = new Map(found.map((item) => [String(item.id), fromDealItem(item)]));
  const items = ids.flatMap((id) => {
    const deal = byId.get(id);
    return deal && plan.accepts(deal) ? [deal] : [];
  });
  return { items, nextCursor: page.nextCursor };
};

/** A page of a planned list; one in two parts (sorted by a custom field) reads them in turn. */
export const listPlannedDealPage = (
  organizationId: string,
  plan: DealListPlan,
  options: { limit: number; cursor?: string | undefined },
): Promise<{ items: DealRecord[]; nextCursor: string | null }> => {
  const parts = plan.parts;
  return parts
    ? readInTwoParts(
        (part, paging) => readPlannedDealPage(organizationId, parts[part], paging),
        options,
      )
    : readPlannedDealPage(organizationId, plan, options);
};
