import { searchField } from '@salesflow/shared/text/paging';
import {
  DEAL_LIST_PARAM_NAMES,
  type DealListParams,
  dealListParamsText,
  parseDealListParams,
} from './deal-list-params';
import {
  type DealViewColumn,
  dealViewColumnsParam,
  readDealViewColumns,
} from './deal-view-columns';

/**
 * Everything the Deals screen keeps in its address about the table: the search (`q=`), the filters
 * and sort (deal-list-params.ts; custom fields' as `cf.<key>`), the columns (`columns=`) and the saved view it came from
 * (`savedView=`; `view=` is the Table / Pipeline tab). `due`, `view` and any other parameter are
 * left as they are.
 */
export interface DealListAddress {
  params: DealListParams;
  /** The server-side search, trimmed; empty for none. */
  search: string;
  columns: DealViewColumn[];
  /** The saved view opened, if any (its filters may have been changed since). */
  viewId: string | null;
}

const SAVED_VIEW_PARAM = 'savedView';
const OWN_PARAMS = [...DEAL_LIST_PARAM_NAMES, 'q', 'columns', SAVED_VIEW_PARAM] as const;

const isCustomParam = (name: string) => name.startsWith('cf.');

/** A search the server would refuse (too long, control characters) is left out. */
const readSearch = (value: string | null | undefined): string => {
  const checked = searchField.safeParse(value ?? undefined);
  return checked.success ? (checked.data ?? '') : '';
};

export const readDealListAddress = (search: URLSearchParams): DealListAddress => ({
  params: parseDealListParams(search).params,
  search: readSearch(search.get('q')),
  columns: readDealViewColumns(search.get('columns')),
  viewId: search.get(SAVED_VIEW_PARAM) || null,
});

/**
 * Whether the address says anything about the list (a link, a reload, the dashboard's past-due
 * link): then it wins over the view last used.
 */
export const addressNamesDealList = (search: URLSearchParams): boolean =>
  [...OWN_PARAMS, 'due'].some((name) => search.has(name)) || [...search.keys()].some(isCustomParam);

/**
 * `current` with the list's part replaced by `change`, the rest kept. A whole list opened (a saved
 * view, the default one) also ends the past-due list (`dropDue`).
 */
export const writeDealListAddress = (
  current: URLSearchParams,
  change: DealListAddress,
  options: { dropDue?: boolean } = {},
): URLSearchParams => {
  const next = new URLSearchParams(current);
  for (const name of OWN_PARAMS) next.delete(name);
  for (const name of [...next.keys()].filter(isCustomParam)) next.delete(name);
  if (options.dropDue) next.delete('due');
  const search = readSearch(change.search);
  if (search) next.set('q', search);
  for (const [name, value] of Object.entries(dealListParamsText(change.params))) {
    next.set(name, value);
  }
  const columns = dealViewColumnsParam(change.columns);
  if (columns) next.set('columns', columns);
  if (change.viewId) next.set(SAVED_VIEW_PARAM, change.viewId);
  return next;
};
