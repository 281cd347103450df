import type { SavedView } from '@salesflow/shared/views/view.schema';
import { readCustomFilters } from '../../../components/custom-filters/custom-filters';
import type { ViewListFields } from '../../../components/saved-views/api/create-view';
import type { ListAddressChange } from './contact-list-address';
import {
  type ContactListParams,
  checkListParams,
  LIST_PARAM_NAMES,
  type ListParamName,
  listParamsRecord,
} from './contact-list-params';
import { readViewColumns } from './contact-view-columns';

/**
 * A saved view as the list's address: its filters have the address's names and values already;
 * those the list cannot apply are left out, and so is any value the server would now refuse
 * (custom fields' are checked against the fields once read: contact-custom-filters.ts).
 */
export const viewAddress = (view: SavedView): ListAddressChange => {
  const raw: Partial<Record<ListParamName, string>> = {};
  for (const name of LIST_PARAM_NAMES) {
    const value = name === 'sort' ? view.sort : view.filters[name];
    if (value) raw[name] = value;
  }
  const custom = readCustomFilters(Object.entries(view.filters));
  const { params } = checkListParams(raw);
  return {
    params: custom ? { ...params, custom } : params,
    columns: readViewColumns(view.columns),
    viewId: view.id,
  };
};

/** What a view keeps of the list on screen: its filters and sort (null: newest first), columns. */
export const viewFieldsOf = (
  params: ContactListParams,
  columns: readonly string[],
): ViewListFields => {
  const { sort, ...filters } = listParamsRecord(params);
  return { filters, sort: sort ?? null, columns: [...columns] };
};
