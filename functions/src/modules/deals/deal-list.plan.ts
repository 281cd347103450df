import { isCustomSort } from '@salesflow/shared/contacts/contact-list.schema';
import type { DealListFilters, DealSort } from '@salesflow/shared/deals/deal-list.schema';
import { CUSTOM_ROW_PREFIX, customSortValue } from '../../platform/data/list-index';
import { TOP } from '../../platform/data/read';
import type { DealRecord } from './deal.entity';
import {
  DEAL_ROW_PREFIX,
  type DealListFacet,
  type DealListOrder,
  dealTagKeys,
  NO_CLOSE_DATE,
  valueSortKey,
} from './deal-list.entity';

/**
 * How a filtered or sorted list of deals is read from the deals' list index (deal-list.entity.ts),
 * chosen from the query alone (pure, unit-tested), as contacts/contact-list.plan.ts does for
 * contacts:
 * - **Which rows**: a caller who sees only some holders' deals reads those holders' rows when they
 *   are few (at most FEW_HOLDERS) or no stage or tag is asked for; else the tag's rows, else the
 *   stages'; else all rows.
 * - **Which order**: the sort's (creation: the rows' own keys; value, probability, close date:
 *   gsi1-3). Newest first by default.
 * - **A range on the order's key** where a filter is on the sorted field: a value range sorted
 *   by value, a close-date range sorted by close date. DynamoDB then reads only those rows.
 * - **Everything else is a FilterExpression on the rows read**, bounded per page by the sharded
 *   query's budget (a short page and a cursor, never a read of the organization).
 * - **The deals are then read whole** and checked once more (`accepts`).
 */
export const FEW_HOLDERS = 3;

export interface DealListPlan {
  facets: DealListFacet[];
  order: DealListOrder;
  descending: boolean;
  range: [string, string];
  filter?: { expression: string; names: Record<string, string>; values: Record<string, unknown> };
  accepts: (deal: DealRecord) => boolean;
  scope: string;
  /**
   * Sorted by a custom field: the deals with a value in its order, then those without, newest
   * first (the plan's own fields are the first part's; `accepts` the whole list's).
   */
  parts?: [DealListPlan, DealListPlan];
}

const sortOf = (sort: DealListFilters['sort']) => {
  const chosen: DealSort = sort && !isCustomSort(sort) ? sort : '-createdAt';
  const descending = chosen.startsWith('-');
  return { order: (descending ? chosen.slice(1) : chosen) as DealListOrder, descending };
};

export const planDealList = (
  organizationId: string,
  filters: DealListFilters,
  holders: readonly string[] | null,
): DealListPlan => {
  const { customSort, ...rest } = filters;
  if (!customSort) return planRows(organizationId, filters, holders, null);
  // By a custom field: its rows, every filter on them; then the deals without a value.
  const hasValue = (deal: DealRecord) =>
    customSortValue(deal.customFields?.[customSort.key]) !== null;
  const whole = planRows(organizationId, rest, holders, null);
  const values = planRows(organizationId, rest, holders, customSort);
  const lacking: DealListPlan = {
    ...whole,
    filter: {
      expression: [whole.filter?.expression, 'attribute_not_exists(#cf.#sortKey)']
        .filter(Boolean)
        .join(' AND '),
      names: { ...whole.filter?.names, '#cf': 'cf', '#sortKey': customSort.key },
      values: { ...whole.filter?.values },
    },
    accepts: (deal) => whole.accepts(deal) && !hasValue(deal),
    scope: `${whole.scope}|empty`,
  };
  const first: DealListPlan = {
    ...values,
    accepts: (deal) => whole.accepts(deal) && hasValue(deal),
    scope: `${whole.scope}|values`,
  };
  return { ...first, accepts: whole.accepts, scope: whole.scope, parts: [first, lacking] };
};

/** The rows a list reads: its facets' in its order, or (`byValue`) a custom field's own rows. */
const planRows = (
  organizationId: string,
  filters: DealListFilters,
  holders: readonly string[] | null,
  byValue: NonNullable<DealListFilters['customSort']> | null,
): DealListPlan => {
  const sorted = sortOf(filters.sort);
  const order: DealListOrder = byValue ? 'createdAt' : sorted.order;
  const descending = byValue ? byValue.descending : sorted.descending;
  const narrowed = Boolean(filters.stage || filters.tag);
  const byHolder = !byValue && Boolean(holders && (holders.length <= FEW_HOLDERS || !narrowed));
  // A tag narrows most: a team's tags each mark a few of its deals.
  const byTag = !byValue && !byHolder && Boolean(filters.tag);
  const byStage = !byValue && !byHolder && !byTag && Boolean(filters.stage);
  const facets: DealListFacet[] = byValue
    ? [{ kind: 'custom', value: byValue.key }]
    : byHolder
      ? (holders ?? []).map((value) => ({ kind: 'holder' as const, value }))
      : byTag && filters.tag
        ? [{ kind: 'tag', value: filters.tag }]
        : byStage
          ? (filters.stage ?? []).map((value) => ({ kind: 'stage' as const, value }))
          : [{ kind: 'all' }];
  const valued = filters.minValue !== undefined || filters.maxValue !== undefined;
  const minValue = filters.minValue ?? 0;
  const maxValue = filters.maxValue ?? Number.MAX_SAFE_INTEGER;
  const dated = Boolean(filters.closeFrom || filters.closeTo);
  const closeFrom = filters.closeFrom ?? '0000-00-00';
  const closeTo = filters.closeTo ?? '9999-99-99';

  let range: [string, string] = byValue
    ? [CUSTOM_ROW_PREFIX, `${CUSTOM_ROW_PREFIX}${TOP}`]
    : order === 'createdAt'
      ? [DEAL_ROW_PREFIX, `${DEAL_ROW_PREFIX}${TOP}`]
      : [' ', TOP];
  let valueInRange = false;
  let closeInRange = false;
  if (!byValue && order === 'value' && valued) {
    range = [`${valueSortKey(minValue)}#`, `${valueSortKey(maxValue)}#${TOP}`];
    valueInRange = true;
  }
  if (!byValue && order === 'expectedCloseDate' && dated) {
    range = [`${closeFrom}#`, `${closeTo}#${TOP}`];
    closeInRange = true;
  }

  const conditions: { expression: string; names: Record<string, string>; values: object }[] = [];
  const oneOf = (field: string, tag: string, list: readonly string[]) =>
    conditions.push({
      expression: `#${field} IN (${list.map((_, i) => `:${tag}${i}`).join(', ')})`,
      names: { [`#${field}`]: field },
      values: Object.fromEntries(list.map((value, i) => [`:${tag}${i}`, value])),
    });
  if (holders && !byHolder) oneOf('holder', 'h', holders);
  if (filters.stage && !byStage) oneOf('stage', 's', filters.stage);
  if (filters.tag && !byTag) {
    conditions.push({
      expression: 'contains(#tags, :tag)',
      names: { '#tags': 'tags' },
      values: { ':tag': filters.tag },
    });
  }
  if (valued && !valueInRange) {
    conditions.push({
      expression: '#valueCents BETWEEN :minValue AND :maxValue',
      names: { '#valueCents': 'valueCents' },
      values: { ':minValue': minValue, ':maxValue': maxValue },
    });
  }
  if (dated && !closeInRange) {
    conditions.push({
      expression: '#close BETWEEN :closeFrom AND :closeTo AND #close <> :none',
      names: { '#close': 'expectedCloseDate' },
      values: { ':closeFrom': closeFrom, ':closeTo': closeTo, ':none': NO_CLOSE_DATE },
    });
  }
  Object.entries(filters.custom ?? {}).forEach(([key, value], i) => {
    conditions.push({
      expression: `#cf.#cfk${i} = :cfv${i}`,
      names: { '#cf': 'cf', [`#cfk${i}`]: key },
      values: { [`:cfv${i}`]: value },
    });
  });
  const filter = conditions.length
    ? {
        expression: conditions.map((c) => c.expression).join(' AND '),
        names: Object.assign({}, ...conditions.map((c) => c.names)),
        values: Object.assign({}, ...conditions.map((c) => c.values)),
      }
    : undefined;

  const accepts = (deal: DealRecord) => {
    if (holders && !holders.includes(deal.holder)) return false;
    if (filters.stage && !filters.stage.includes(deal.stage)) return false;
    if (filters.tag && !dealTagKeys(deal).includes(filters.tag)) return false;
    if (valued && (deal.valueCents < minValue || deal.valueCents > maxValue)) return false;
    if (dated) {
      const close = deal.expectedCloseDate;
      if (!close || close < closeFrom || close > closeTo) return false;
    }
    for (const [key, value] of Object.entries(filters.custom ?? {})) {
      if (deal.customFields?.[key] !== value) return false;
    }
    return true;
  };

  return {
    facets,
    order,
    descending,
    range,
    ...(filter ? { filter } : {}),
    accepts,
    scope: `deals-list|${organizationId}|${JSON.stringify({ filters, holders })}`,
  };
};
