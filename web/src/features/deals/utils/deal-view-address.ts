import type { SavedView } from '@salesflow/shared/views/view.schema';
import { readCustomFilters } from '../../../components/custom-filters/custom-filters';
import type { ViewListFields } from '../../../components/saved-views/api/create-view';
import type { DealListAddress } from './deal-list-address';
import {
  checkDealListParams,
  DEAL_LIST_PARAM_NAMES,
  type DealListText,
  dealListParamsText,
} from './deal-list-params';
import { readDealViewColumns } from './deal-view-columns';

/**
 * A saved view as the table's address: its filters have the address's names and values already
 * (VIEW_FILTERS.deals); any value the server would now refuse is left out (custom fields' are
 * checked against the deal fields once those are read).
 */
export const dealViewAddress = (view: SavedView): DealListAddress => {
  const raw: DealListText = {};
  for (const name of DEAL_LIST_PARAM_NAMES) {
    const value = name === 'sort' ? view.sort : view.filters[name];
    if (value) raw[name] = value;
  }
  const { params } = checkDealListParams(raw);
  const custom = readCustomFilters(Object.entries(view.filters));
  return {
    params: custom ? { ...params, custom } : params,
    search: view.filters.q ?? '',
    columns: readDealViewColumns(view.columns),
    viewId: view.id,
  };
};

/** What a view keeps of the table on screen: its search and filters, sort (null: newest first), columns. */
export const dealViewFieldsOf = ({ params, search, columns }: DealListAddress): ViewListFields => {
  const { sort, ...filters } = dealListParamsText(params);
  return {
    filters: search ? { q: search, ...filters } : filters,
    sort: sort ?? null,
    columns: [...columns],
  };
};
