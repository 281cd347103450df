import { usableCustomFilters } from '../../../components/custom-filters/custom-filters';
import { useListCustomFields } from '../../../components/custom-filters/use-list-custom-fields';
import { customColumnKeys } from '../../../components/saved-views/view-columns';
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
 * search box over it, the saved views, the contact fields its custom columns and filters need,
 * and the query the API is sent.
 */
export const useContactsList = (viewer: ContactsViewer | undefined) => {
  const address = useContactListAddress();
  const { q, ...filters } = address.params;
  const search = q ?? '';
  const searchBox = useAddressSearch(search, (next) =>
    address.setParams({ q: next }, { replace: true }),
  );
  const views = useContactSavedViews(address, viewer);
  const { custom: asked, ...fixed } = filters;
  const customFields = useListCustomFields(
    'contact',
    Boolean(asked) || customColumnKeys(address.columns).length > 0,
  );
  // Only the custom filters the API can apply now: one of a field deleted since would fail the
  // whole list. Unread fields (they failed to load): as the address has them, for the API to say.
  const custom = customFields.fields ? usableCustomFilters(customFields.fields, asked) : asked;
  const input: ContactsListInput = { search, ...fixed, ...(custom ? { custom } : {}) };
  const narrowed = hasNarrowingFilters({ ...filters });
  return {
    address,
    searchBox,
    views,
    customFields,
    /** The list waits for the fields its custom filters are checked against. */
    waiting: Boolean(asked) && !customFields.fields && !customFields.failed,
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
