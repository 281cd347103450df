import type { Contact } from '@salesflow/shared/contacts/contact.schema';
import { readInTwoParts, readListIndexPage } from '../../platform/data/list-index';
import { CONTACT_ROW_PREFIX, contactListPartitions, LIST_ORDERS } from './contact-list.entity';
import type { ListPlan } from './contact-list.plan';
import { readContacts } from './contacts.repository';

/**
 * One page of a planned list (contact-list.plan.ts): the rows of its facets' partitions in its
 * order, merged, then the contacts read whole and checked once more.
 */
const readPlannedPage = async (
  organizationId: string,
  plan: ListPlan,
  options: { limit: number; cursor?: string | undefined },
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

/**
 * One page of a planned list; a list in two parts (sorted by a custom field) reads them in turn
 * (list-index.ts, readInTwoParts).
 */
export const listPlannedPage = (
  organizationId: string,
  plan: ListPlan,
  options: { limit: number; cursor?: string },
): Promise<{ items: Contact[]; nextCursor: string | null }> => {
  const parts = plan.parts;
  return parts
    ? readInTwoParts(
        (part, paging) => readPlannedPage(organizationId, parts[part], paging),
        options,
      )
    : readPlannedPage(organizationId, plan, options);
};
