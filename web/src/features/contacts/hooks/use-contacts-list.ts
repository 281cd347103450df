import { useAddressSearch } from '../../../lib/use-address-search';
import type { ContactsListInput } from '../api/get-contacts';
import type { ContactsViewer } from '../types/contacts-viewer';
import {
  hasAnyFilter,
  hasNarrowingFilters,
  listParamsRecord,
  withoutFilters,
} from '../utils/contact-list-params';
import { leadsFilterOf } from '../utils/leads-filter';
import { useContactListAddress } from './use-contact-list-address';
import { useContactSavedViews } from './use-contact-saved-views';

/**
 * The Contacts screen's list: what its address asks for (search, filters, sort, columns), the
 * search box over it, the saved views, and the query the API is sent.
 */
export const useContactsList = (viewer: ContactsViewer | undefined) => {
  const address = useContactListAddress();
  const { q, ...filters } = address.params;
  const search = q ?? '';
  const searchBox = useAddressSearch(search, (next) =>
    address.setParams({ q: next }, { replace: true }),
  );
  const views = useContactSavedViews(address, viewer);
  const input: ContactsListInput = { search, ...filters };
  const narrowed = hasNarrowingFilters({ ...filters });
  return {
    address,
    searchBox,
    views,
    input,
    search,
    /** The All / My leads / Unassigned toggle's choice (null: one member's leads). */
    leads: leadsFilterOf(filters.assignedTo),
    /** Filters beside the search and assignee narrow the list: the server's total is not its count. */
    narrowed,
    /** Changes with every filter and search (not the order): a new one clears the selection. */
    scope: JSON.stringify(listParamsRecord({ ...address.params, sort: undefined })),
    clearFilters: hasAnyFilter(address.params)
      ? () => address.replaceParams(withoutFilters(address.params))
      : undefined,
  };
};

export type ContactsListState = ReturnType<typeof useContactsList>;
