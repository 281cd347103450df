import type { Contact } from '@salesflow/shared/contacts/contact.schema';
import { readListIndexPage } from '../../platform/data/list-index';
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

/** A cursor into a list's second part (contacts without the sorted custom field's value). */
const SECOND_PART = '~';

/**
 * One page of a planned list. A list in two parts (sorted by a custom field: contacts with a
 * value, then those without) reads the first until it ends, then fills the page from the
 * second; its cursor says which part it is in (`~` before the second's own cursor).
 */
export const listPlannedPage = async (
  organizationId: string,
  plan: ListPlan,
  options: { limit: number; cursor?: string },
): Promise<{ items: Contact[]; nextCursor: string | null }> => {
  if (!plan.parts) return readPlannedPage(organizationId, plan, options);
  const [first, second] = plan.parts;
  const inSecond = options.cursor?.startsWith(SECOND_PART) ?? false;
  const items: Contact[] = [];
  if (!inSecond) {
    const page = await readPlannedPage(organizationId, first, options);
    if (page.nextCursor) return page;
    items.push(...page.items);
    if (items.length >= options.limit) return { items, nextCursor: SECOND_PART };
  }
  const rest = inSecond ? options.cursor?.slice(SECOND_PART.length) : undefined;
  const page = await readPlannedPage(organizationId, second, {
    limit: options.limit - items.length,
    ...(rest ? { cursor: rest } : {}),
  });
  return {
    items: [...items, ...page.items],
    nextCursor: page.nextCursor ? `${SECOND_PART}${page.nextCursor}` : null,
  };
};
