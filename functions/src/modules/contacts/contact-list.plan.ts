import type { Contact } from '@salesflow/shared/contacts/contact.schema';
import {
  type ContactListFilters,
  type ContactListSort,
  type ContactSort,
  isCustomSort,
} from '@salesflow/shared/contacts/contact-list.schema';
import { instantOf } from '@salesflow/shared/dates/zoned-time';
import { addDays } from '@salesflow/shared/reports/report-calendar';
import { ulidTimePrefix } from '../../platform/data/ids';
import { TOP } from '../../platform/data/read';
import { holderOf } from './contact.entity';
import {
  CONTACT_ROW_PREFIX,
  CUSTOM_ROW_PREFIX,
  customSortValue,
  type ListFacet,
  type ListOrder,
  scoreSortKey,
  tagKeysOf,
} from './contact-list.entity';

/**
 * How a filtered or sorted list of contacts is read from the list index (contact-list.entity.ts),
 * chosen from the query alone (pure, unit-tested):
 * - **Which rows**: the facet that narrows most without losing visibility. A caller who sees only
 *   some holders' leads (a member; a manager's team; `assignedTo`) reads those holders' rows when
 *   they are few (at most FEW_HOLDERS) or nothing else narrows; else the tag's, statuses' or
 *   sources' rows asked for, the holders then a filter. Without holders: the tag's, else the
 *   statuses', else the sources', else all rows.
 * - **Which order**: the sort's (creation: the rows' own keys; score, name, last contact: gsi1-3).
 * - **A range on the order's key** where a filter is on the sorted field: a score range sorted by
 *   score, a creation range sorted by creation (ULIDs begin with their time; the range is widened
 *   by ID_SLACK_MS and the rows filtered exactly). DynamoDB then reads only the rows in range.
 * - **Everything else is a filter on the rows read** (FilterExpression): DynamoDB reads and drops
 *   rows that fail it, so a rare match among many rows costs reads (bounded per page by the
 *   sharded query's budget: a short page and a cursor, never a read of the whole organization).
 *   docs/contact-lists.md lists which combinations that is.
 * - **The contacts are then read whole** and checked once more (`accepts`), so a row behind its
 *   contact (the index follows the stream within a second) never answers a contact that no
 *   longer matches.
 */
export const FEW_HOLDERS = 3;

export interface ListPlan {
  facets: ListFacet[];
  order: ListOrder;
  descending: boolean;
  /** Sort-key range on the order's key (both ends included). */
  range: [string, string];
  /** The filter on the rows read, if any. */
  filter?: Condition;
  /** Every filter but the holders', on the search words read (a search reads no rows). */
  searchFilter?: Condition;
  /** The check of a contact read whole. */
  accepts: (contact: Contact) => boolean;
  /** What a cursor of this list is valid for. */
  scope: string;
  /**
   * A list sorted by a custom field is read in two parts: the contacts with a value, in its
   * order, then those without, newest first. The plan's own fields are then the first part's,
   * but `accepts` and `searchFilter` are the whole list's (a search reads no rows).
   */
  parts?: [ListPlan, ListPlan];
}

export interface Condition {
  expression: string;
  names: Record<string, string>;
  values: Record<string, unknown>;
}

const joined = (conditions: readonly Condition[]): Condition | undefined =>
  conditions.length
    ? {
        expression: conditions.map((c) => c.expression).join(' AND '),
        names: Object.assign({}, ...conditions.map((c) => c.names)),
        values: Object.assign({}, ...conditions.map((c) => c.values)),
      }
    : undefined;

const DAY_MS = 86_400_000;
/**
 * A contact's id is made when it is (ULID), its `createdAt` in the same moment or a few ms
 * after: a creation range read by id is widened by this, and the rows read filtered exactly.
 */
const ID_SLACK_MS = 60_000;

/** A calendar day's first instant in the zone, epoch ms. */
const dayStart = (day: string, timeZone: string) => {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  return instantOf({ year, month, day: date, hour: 0, minute: 0 }, timeZone).getTime();
};

/** The creation window, epoch ms, both ends included; null when open on both sides. */
const createdWindow = (filters: ContactListFilters, timeZone: string) => {
  if (!filters.createdFrom && !filters.createdTo) return null;
  const from = filters.createdFrom ? dayStart(filters.createdFrom, timeZone) : 0;
  const to = filters.createdTo
    ? dayStart(addDays(filters.createdTo, 1), timeZone) - 1
    : Date.now() + 100 * 365 * DAY_MS;
  return { from, to };
};

const sortOf = (sort: ContactListSort | undefined): { order: ListOrder; descending: boolean } => {
  const chosen: ContactSort = sort && !isCustomSort(sort) ? sort : '-createdAt';
  const descending = chosen.startsWith('-');
  return { order: (descending ? chosen.slice(1) : chosen) as ListOrder, descending };
};

const facetsFor = (
  filters: ContactListFilters,
  holders: readonly string[] | null,
): {
  facets: ListFacet[];
  byHolder: boolean;
  byStatus: boolean;
  bySource: boolean;
  byTag: boolean;
} => {
  const none = { byHolder: false, byStatus: false, bySource: false, byTag: false };
  const narrowed = Boolean(filters.status || filters.source || filters.tag);
  if (holders && (holders.length <= FEW_HOLDERS || !narrowed)) {
    return {
      ...none,
      byHolder: true,
      facets: holders.map((value) => ({ kind: 'holder', value })),
    };
  }
  // A tag narrows most: a team's tags each mark a few of its contacts.
  if (filters.tag) {
    return { ...none, byTag: true, facets: [{ kind: 'tag', value: filters.tag }] };
  }
  if (filters.status) {
    return {
      ...none,
      byStatus: true,
      facets: filters.status.map((value) => ({ kind: 'status', value })),
    };
  }
  if (filters.source) {
    return {
      ...none,
      bySource: true,
      facets: filters.source.map((value) => ({ kind: 'source', value })),
    };
  }
  return { ...none, facets: [{ kind: 'all' }] };
};

export const planContactList = (
  organizationId: string,
  filters: ContactListFilters,
  holders: readonly string[] | null,
  timeZone: string,
): ListPlan => {
  const { order, descending } = sortOf(filters.sort);
  const { facets, byHolder, byStatus, bySource, byTag } = facetsFor(filters, holders);
  const created = createdWindow(filters, timeZone);
  const scored = filters.minScore !== undefined || filters.maxScore !== undefined;
  const minScore = filters.minScore ?? 0;
  const maxScore = filters.maxScore ?? 100;

  let range: [string, string] =
    order === 'createdAt' ? [CONTACT_ROW_PREFIX, `${CONTACT_ROW_PREFIX}${TOP}`] : [' ', TOP];
  let scoreInRange = false;
  if (order === 'score' && scored) {
    range = [`${scoreSortKey(minScore)}#`, `${scoreSortKey(maxScore)}#${TOP}`];
    scoreInRange = true;
  }
  if (order === 'createdAt' && created) {
    range = [
      `${CONTACT_ROW_PREFIX}${ulidTimePrefix(created.from - ID_SLACK_MS)}`,
      `${CONTACT_ROW_PREFIX}${ulidTimePrefix(created.to + ID_SLACK_MS)}${TOP}`,
    ];
  }

  // Each filter as a condition on the fields rows (and search words) carry; `covered` when the
  // facet or the range already keeps the rows to it.
  const conditions: (Condition & { field: string; covered: boolean })[] = [];
  const oneOf = (field: string, tag: string, list: readonly string[], covered: boolean) =>
    conditions.push({
      field,
      covered,
      expression: `#${field} IN (${list.map((_, i) => `:${tag}${i}`).join(', ')})`,
      names: { [`#${field}`]: field },
      values: Object.fromEntries(list.map((value, i) => [`:${tag}${i}`, value])),
    });
  if (holders) oneOf('holder', 'h', holders, byHolder);
  if (filters.status) oneOf('status', 's', filters.status, byStatus);
  if (filters.source) oneOf('source', 'src', filters.source, bySource);
  if (filters.tag) {
    conditions.push({
      field: 'tags',
      covered: byTag,
      expression: 'contains(#tags, :tag)',
      names: { '#tags': 'tags' },
      values: { ':tag': filters.tag },
    });
  }
  if (scored) {
    conditions.push({
      field: 'score',
      covered: scoreInRange,
      expression: '#score BETWEEN :minScore AND :maxScore',
      names: { '#score': 'score' },
      values: { ':minScore': minScore, ':maxScore': maxScore },
    });
  }
  if (created) {
    conditions.push({
      field: 'createdAt',
      covered: false,
      expression: '#createdAt BETWEEN :createdFrom AND :createdTo',
      names: { '#createdAt': 'createdAt' },
      values: {
        ':createdFrom': new Date(created.from).toISOString(),
        ':createdTo': new Date(created.to).toISOString(),
      },
    });
  }
  Object.entries(filters.custom ?? {}).forEach(([key, value], i) => {
    conditions.push({
      field: 'cf',
      covered: false,
      expression: `#cf.#cfk${i} = :cfv${i}`,
      names: { '#cf': 'cf', [`#cfk${i}`]: key },
      values: { [`:cfv${i}`]: value },
    });
  });
  const filter = joined(conditions.filter((c) => !c.covered));

  const accepts = (contact: Contact) => {
    if (holders && !holders.includes(holderOf(contact))) return false;
    if (filters.status && !filters.status.includes(contact.status)) return false;
    if (filters.source && !(contact.source && filters.source.includes(contact.source)))
      return false;
    if (filters.tag && !tagKeysOf(contact).includes(filters.tag)) return false;
    if (scored && (contact.score < minScore || contact.score > maxScore)) return false;
    if (created) {
      const at = Date.parse(contact.createdAt);
      if (at < created.from || at > created.to) return false;
    }
    for (const [key, value] of Object.entries(filters.custom ?? {})) {
      if (contact.customFields?.[key] !== value) return false;
    }
    return true;
  };

  const plan: ListPlan = {
    facets,
    order,
    descending,
    range,
    ...(filter ? { filter } : {}),
    ...(() => {
      // Search words carry neither the holder nor custom values: those are checked on the contacts.
      const searchFilter = joined(
        conditions.filter((c) => c.field !== 'holder' && c.field !== 'cf'),
      );
      return searchFilter ? { searchFilter } : {};
    })(),
    accepts,
    scope: `contacts-list|${organizationId}|${JSON.stringify({ filters, holders, timeZone })}`,
  };
  const sortedBy = filters.customSort;
  if (!sortedBy) return plan;
  // By a custom field: its rows (every filter on them), then the rows of the contacts without a
  // value, as the list without that sort would read them, newest first.
  const hasValue = (contact: Contact) =>
    customSortValue(contact.customFields?.[sortedBy.key]) !== null;
  const all = joined(conditions);
  const withValues: ListPlan = {
    facets: [{ kind: 'custom', value: sortedBy.key }],
    order: 'createdAt',
    descending: sortedBy.descending,
    range: [CUSTOM_ROW_PREFIX, `${CUSTOM_ROW_PREFIX}${TOP}`],
    ...(all ? { filter: all } : {}),
    accepts: (contact) => accepts(contact) && hasValue(contact),
    scope: `${plan.scope}|values`,
  };
  const lacking = joined([
    ...(filter ? [filter] : []),
    {
      expression: 'attribute_not_exists(#cf.#sortKey)',
      names: { '#cf': 'cf', '#sortKey': sortedBy.key },
      values: {},
    },
  ]);
  const withoutValues: ListPlan = {
    ...plan,
    ...(lacking ? { filter: lacking } : {}),
    accepts: (contact) => accepts(contact) && !hasValue(contact),
    scope: `${plan.scope}|empty`,
  };
  return {
    ...withValues,
    accepts,
    ...(plan.searchFilter ? { searchFilter: plan.searchFilter } : {}),
    scope: plan.scope,
    parts: [withValues, withoutValues],
  };
};
