import {
  type DealListFilters,
  type DealListQuery,
  type DealSort,
  dealListQuerySchema,
} from '@salesflow/shared/deals/deal-list.schema';
import { centsToDecimal } from '@salesflow/shared/money/money';
import {
  type CustomFilterParam,
  type CustomFilters,
  customFilterParams,
  readCustomFilters,
} from '../../../components/custom-filters/custom-filters';

/**
 * The deals table's filters and sort, as the address and the API name them:
 * `?sort=-value&stage=proposal,closing&minValue=1000&closeFrom=2027-01-01&tag=vip&assignedTo=me`,
 * and deal custom fields' filters, `cf.<key>=value` (components/custom-filters/custom-filters.ts).
 * Amounts are kept in cents, as the server's schema reads them; `due` and `view` have their own
 * hooks.
 */
export const DEAL_LIST_PARAM_NAMES = [
  'stage',
  'minValue',
  'maxValue',
  'closeFrom',
  'closeTo',
  'tag',
  'assignedTo',
  'sort',
] as const;
export type DealListParamName = (typeof DEAL_LIST_PARAM_NAMES)[number];

/** Newest first: the order the list had before it could be sorted, left out of the address. */
export const DEFAULT_DEAL_SORT: DealSort = '-createdAt';

/**
 * `assignedTo`: `me` ("My deals"), `none` ("Unassigned") or a member's id; `custom`: deal custom
 * fields' filters by key, as text (`cf.region=North`), at most CUSTOM_FILTERS_MAX.
 */
export type DealListParams = Omit<DealListFilters, 'custom' | 'customSort'> &
  Partial<Pick<DealListQuery, 'assignedTo'>> & { custom?: CustomFilters | undefined };
export type DealListText = Partial<Record<DealListParamName, string>>;
/** The parameters as text by their names in the address and the API, custom fields' included. */
export type DealListRecord = DealListText & Record<CustomFilterParam, string>;

/** What the server's schema says of each parameter it would refuse (its own messages). */
export type DealListProblems = Partial<Record<DealListParamName, string>>;

export interface CheckedDealListParams {
  params: DealListParams;
  problems: DealListProblems;
}

const isParamName = (key: unknown): key is DealListParamName =>
  (DEAL_LIST_PARAM_NAMES as readonly unknown[]).includes(key);

/** 150000 → "1500", 150050 → "1500.50": an amount as the address and the API take it. */
export const amountText = (cents: number): string =>
  cents % 100 === 0 ? String(cents / 100) : centsToDecimal(cents);

/**
 * The parameters as text, only those set, in one order (custom fields' last, by key); the default
 * sort is left out.
 */
export const dealListParamsText = (params: DealListParams): DealListRecord => {
  const text: DealListText = {};
  if (params.stage?.length) text.stage = params.stage.join(',');
  if (params.minValue !== undefined) text.minValue = amountText(params.minValue);
  if (params.maxValue !== undefined) text.maxValue = amountText(params.maxValue);
  if (params.closeFrom) text.closeFrom = params.closeFrom;
  if (params.closeTo) text.closeTo = params.closeTo;
  if (params.tag) text.tag = params.tag;
  if (params.assignedTo) text.assignedTo = params.assignedTo;
  if (params.sort && params.sort !== DEFAULT_DEAL_SORT) text.sort = params.sort;
  return { ...text, ...customFilterParams(params.custom) };
};

/**
 * Checks parameters given as text with the server's own schema (dealListQuerySchema). One the
 * server would refuse is left out and its message kept, so one bad value (a typo in a shared
 * link, a minimum above the maximum) never empties the whole list or sends a request to refuse.
 */
export const checkDealListParams = (raw: DealListText): CheckedDealListParams => {
  const problems: DealListProblems = {};
  const input: DealListText = { ...raw };
  // Each round leaves out at least one parameter, so this ends.
  for (let round = 0; round <= DEAL_LIST_PARAM_NAMES.length; round += 1) {
    const result = dealListQuerySchema.safeParse(input);
    if (result.success) {
      const { stage, minValue, maxValue, closeFrom, closeTo, tag, assignedTo, sort } = result.data;
      const params: DealListParams = {};
      if (stage?.length) params.stage = stage;
      if (minValue !== undefined) params.minValue = minValue;
      if (maxValue !== undefined) params.maxValue = maxValue;
      if (closeFrom) params.closeFrom = closeFrom;
      if (closeTo) params.closeTo = closeTo;
      if (tag) params.tag = tag;
      if (assignedTo) params.assignedTo = assignedTo;
      if (sort && sort !== DEFAULT_DEAL_SORT) params.sort = sort;
      return { params, problems };
    }
    let left = false;
    for (const issue of result.error.issues) {
      const key = issue.path[0];
      if (!isParamName(key) || !(key in input)) continue;
      problems[key] ??= issue.message;
      delete input[key];
      left = true;
    }
    if (!left) break;
  }
  return { params: {}, problems };
};

/**
 * The list's parameters read from an address; unknown or refused values are left out (custom
 * fields' filters are checked against the deal fields once those are read).
 */
export const parseDealListParams = (search: URLSearchParams): CheckedDealListParams => {
  const raw: DealListText = {};
  for (const name of DEAL_LIST_PARAM_NAMES) {
    const value = search.get(name);
    if (value !== null && value.trim() !== '') raw[name] = value;
  }
  const checked = checkDealListParams(raw);
  const custom = readCustomFilters(search.entries());
  return custom ? { ...checked, params: { ...checked.params, custom } } : checked;
};

/** Whether anything narrows the list: "Clear filters" has something to clear. */
export const hasDealFilters = (params: DealListParams): boolean =>
  Boolean(
    params.stage?.length ||
      params.minValue !== undefined ||
      params.maxValue !== undefined ||
      params.closeFrom ||
      params.closeTo ||
      params.tag ||
      params.assignedTo ||
      Object.keys(params.custom ?? {}).length,
  );

/** "Clear filters": every deal again, in the same order. */
export const withoutDealFilters = ({ sort }: DealListParams): DealListParams =>
  sort ? { sort } : {};
