import {
  type CheckedListParams,
  type ContactListParams,
  LIST_PARAM_NAMES,
  listParamsRecord,
  parseContactListParams,
} from './contact-list-params';
import { type ContactViewColumn, readViewColumns, viewColumnsParam } from './contact-view-columns';

/**
 * Everything the Contacts screen keeps in its address about the list: the filters and sort
 * (contact-list-params.ts; custom fields' as `cf.<key>`), the columns (`columns=`) and the saved view it came from (`view=`).
 * Other parameters (the open contact's `contact=`) are left as they are.
 */
export interface ContactListAddress extends CheckedListParams {
  columns: ContactViewColumn[];
  /** The saved view opened, if any (its filters may have been changed since). */
  viewId: string | null;
}

const OWN_PARAMS = [...LIST_PARAM_NAMES, 'columns', 'view', 'leads'] as const;

const isCustomParam = (name: string) => name.startsWith('cf.');

export const readContactListAddress = (search: URLSearchParams): ContactListAddress => ({
  ...parseContactListParams(search),
  columns: readViewColumns(search.get('columns')),
  viewId: search.get('view') || null,
});

/** Whether the address says anything about the list (a link, a reload): then it wins. */
export const addressNamesList = (search: URLSearchParams): boolean =>
  OWN_PARAMS.some((name) => search.has(name)) || [...search.keys()].some(isCustomParam);

export interface ListAddressChange {
  params: ContactListParams;
  columns: readonly ContactViewColumn[];
  viewId: string | null;
}

/** `current` with the list's part replaced by `change`, the rest kept. */
export const writeContactListAddress = (
  current: URLSearchParams,
  change: ListAddressChange,
): URLSearchParams => {
  const next = new URLSearchParams(current);
  for (const name of OWN_PARAMS) next.delete(name);
  for (const name of [...next.keys()].filter(isCustomParam)) next.delete(name);
  for (const [name, value] of Object.entries(listParamsRecord(change.params))) {
    next.set(name, value);
  }
  const columns = viewColumnsParam(change.columns);
  if (columns) next.set('columns', columns);
  if (change.viewId) next.set('view', change.viewId);
  return next;
};
