import { queryShardedMerged } from '../../platform/data/sharded-query';
import {
  CONTACT_ROW_PREFIX,
  contactIdOfSortKey,
  contactListPartitions,
  LIST_ORDERS,
} from './contact-list.entity';
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
  const index = LIST_ORDERS[plan.order];
  const page = await queryShardedMerged({
    partitions: plan.facets.flatMap((facet) => contactListPartitions(organizationId, facet)),
    cursorScope: plan.scope,
    range: plan.range,
    ...(index
      ? {
          index: {
            ...index,
            startKey: (partition: string, position: string) => ({
              pk: partition,
              sk: `${CONTACT_ROW_PREFIX}${contactIdOfSortKey(position)}`,
              [index.partitionKey]: partition,
              [index.sortKey]: position,
            }),
          },
        }
      : {}),
    order: plan.descending ? 'descending' : 'ascending',
    limit: options.limit,
    cursor: options.cursor,
    ...(plan.filter
      ? {
          filter: {
            FilterExpression: plan.filter.expression,
            ExpressionAttributeNames: plan.filter.names,
            ExpressionAttributeValues: plan.filter.values,
          },
        }
      : {}),
  });
  const items = await readContacts(
    organizationId,
    page.items.map((item) => String(item.contactId)),
    plan.accepts,
  );
  return { items, nextCursor: page.nextCursor };
};
