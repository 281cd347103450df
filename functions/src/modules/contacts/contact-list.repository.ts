import { readListIndexPage } from '../../platform/data/list-index';
import { CONTACT_ROW_PREFIX, contactListPartitions, LIST_ORDERS } from './contact-list.entity';
import type { ListPlan } from './contact-list.plan';
import { readContacts } from './contacts.repository';

/**
 * One page of a planned list (contact-list.plan.ts): the rows of its facets' partitions in its
 * order, merged, then the contacts read whole and checked once more.
 */
export const listPlannedPage = async (
  organizationId: string,
  plan: ListPlan,
  options: { limit: number; cursor?: string },
) => {
  const page = await readListIndexPage({
    partitions: plan.facets.flatMap((facet) => contactListPartitions(organizationId, facet)),
    scope: plan.scope,
    rowPrefix: CONTACT_ROW_PREFIX,
    index: LIST_ORDERS[plan.order],
    range: plan.range,
    descending: plan.descending,
    ...(plan.filter ? { filter: plan.filter } : {}),
    limit: options.limit,
    cursor: options.cursor,
  });
  const items = await readContacts(
    organizationId,
    page.items.map((item) => String(item.contactId)),
    plan.accepts,
  );
  return { items, nextCursor: page.nextCursor };
};
