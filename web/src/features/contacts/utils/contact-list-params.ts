import {
  type ContactListSort,
  type ContactSort,
  contactListQuerySchema,
} from '@salesflow/shared/contacts/contact-list.schema';
import type { ContactSource } from '@salesflow/shared/contacts/contact-source';
import type { ContactStatus } from '@salesflow/shared/contacts/contact-statuses';
import {
  type CustomFilterParam,
  type CustomFilters,
  customFilterParams,
  readCustomFilters,
} from '../../../components/custom-filters/custom-filters';

/**
 * The contacts list's search, filters and sort, as the address, the API and a saved view all name
 * them (shared/src/views/view.schema.ts, VIEW_FILTERS): `?status=hot,warm&minScore=60&sort=-score`,
 * and custom fields' filters, `cf.<key>=value` (contact-custom-filters.ts).
 */
export const LIST_PARAM_NAMES = [
  'q',
  'status',
  'source',
  'minScore',
  'maxScore',
  'tag',
  'createdFrom',
  'createdTo',
  'assignedTo',
  'sort',
] as const;
export type ListParamName = (typeof LIST_PARAM_NAMES)[number];

/** Newest first: the order the list had before it could be sorted, left out of the address. */
export const DEFAULT_CONTACT_SORT: ContactSort = '-createdAt';

export interface ContactListParams {
  q?: string;
  status?: ContactStatus[];
  source?: ContactSource[];
  minScore?: number;
  maxScore?: number;
  /** One tag, as the server compares it (lower case). */
  tag?: string;
  createdFrom?: string;
  createdTo?: string;
  /** `me`, `none` or a member's user id. */
  assignedTo?: string;
  /** A field's order, or a custom field's (`cf.<key>`, `-cf.<key>`). */
  sort?: ContactListSort;
  /** Custom fields' filters, by key (`cf.region=North`), at most CUSTOM_FILTERS_MAX. */
  custom?: CustomFilters;
}

/** What the server said of each parameter it would refuse (its own messages). */
export type ListParamProblems = Partial<Record<ListParamName, string>>;

export interface CheckedListParams {
  params: ContactListParams;
  problems: ListParamProblems;
}

const isListParam = (key: unknown): key is ListParamName =>
  (LIST_PARAM_NAMES as readonly unknown[]).includes(key);

/** The list's parameters as text, by their names in the address and the API. */
export type ListParamsRecord = Partial<Record<ListParamName, string>> &
  Record<CustomFilterParam, string>;

/**
 * The parameters as text, only those set, in one order (custom fields' last, by key); the default
 * sort is left out.
 */
export const listParamsRecord = (params: ContactListParams): ListParamsRecord => {
  const record: Partial<Record<ListParamName, string>> = {};
  for (const name of LIST_PARAM_NAMES) {
    const value = params[name];
    if (value === undefined || value === '') continue;
    if (Array.isArray(value)) {
      if (value.length > 0) record[name] = value.join(',');
    } else if (name !== 'sort' || value !== DEFAULT_CONTACT_SORT) {
      record[name] = String(value);
    }
  }
  return { ...record, ...customFilterParams(params.custom) };
};

/**
 * Checks parameters given as text with the server's own schema (contactListQuerySchema). A
 * parameter the server would refuse is left out and its message kept, so one bad value (a typo in
 * a shared link, a minimum above the maximum) never empties the whole list.
 */
export const checkListParams = (raw: Partial<Record<ListParamName, string>>): CheckedListParams => {
  const problems: ListParamProblems = {};
  const input: Partial<Record<ListParamName, string>> = { ...raw };
  // Each round leaves out at least one parameter, so this ends.
  for (let round = 0; round <= LIST_PARAM_NAMES.length; round += 1) {
    const result = contactListQuerySchema.safeParse(input);
    if (result.success) {
      const {
        q,
        status,
        source,
        minScore,
        maxScore,
        tag,
        createdFrom,
        createdTo,
        assignedTo,
        sort,
      } = result.data;
      const params: ContactListParams = {};
      if (q) params.q = q;
      if (status) params.status = status;
      if (source) params.source = source;
      if (minScore !== undefined) params.minScore = minScore;
      if (maxScore !== undefined) params.maxScore = maxScore;
      if (tag) params.tag = tag;
      if (createdFrom) params.createdFrom = createdFrom;
      if (createdTo) params.createdTo = createdTo;
      if (assignedTo) params.assignedTo = assignedTo;
      if (sort) params.sort = sort;
      return { params, problems };
    }
    let left = false;
    for (const issue of result.error.issues) {
      const key = issue.path[0];
      if (!isListParam(key) || !(key in input)) continue;
      problems[key] ??= issue.message;
      delete input[key];
      left = true;
    }
    if (!left) break;
  }
  return { params: {}, problems };
};

/** "My leads" and "Unassigned" links made before the filters had the API's names. */
const LEGACY_LEADS: Record<string, string> = { mine: 'me', unassigned: 'none' };

/**
 * The list's parameters read from an address; unknown or refused values are left out (custom
 * fields' filters are checked against their fields once those are read: contact-custom-filters.ts).
 */
export const parseContactListParams = (search: URLSearchParams): CheckedListParams => {
  const raw: Partial<Record<ListParamName, string>> = {};
  for (const name of LIST_PARAM_NAMES) {
    const value = search.get(name);
    if (value !== null && value.trim() !== '') raw[name] = value;
  }
  const legacy = LEGACY_LEADS[search.get('leads') ?? ''];
  if (!raw.assignedTo && legacy) raw.assignedTo = legacy;
  const checked = checkListParams(raw);
  const custom = readCustomFilters(search.entries());
  return custom ? { ...checked, params: { ...checked.params, custom } } : checked;
};

/** Whether the list is narrowed by anything but whose leads they are (and the sort). */
export const hasNarrowingFilters = (params: ContactListParams): boolean =>
  Boolean(
    params.q ||
      params.status?.length ||
      params.source?.length ||
      params.minScore !== undefined ||
      params.maxScore !== undefined ||
      params.tag ||
      params.createdFrom ||
      params.createdTo ||
      Object.keys(params.custom ?? {}).length,
  );

/** Whether anything narrows the list: "Clear filters" has something to clear. */
export const hasAnyFilter = (params: ContactListParams): boolean =>
  hasNarrowingFilters(params) || Boolean(params.assignedTo);

/** "Clear filters": every contact again, in the same order. */
export const withoutFilters = ({ sort }: ContactListParams): ContactListParams =>
  sort ? { sort } : {};
