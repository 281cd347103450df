import { useMemo } from 'react';
import { usableCustomFilters } from '../../../components/custom-filters/custom-filters';
import { useListCustomFields } from '../../../components/custom-filters/use-list-custom-fields';
import type { SavedViewsViewer } from '../../../components/saved-views/use-saved-views';
import { customColumnKeys } from '../../../components/saved-views/view-columns';
import { useAddressSearch } from '../../../lib/use-address-search';
import type { DealsFilter } from '../api/get-deals';
import { hasDealFilters } from '../utils/deal-list-params';
import { useDealListAddress } from './use-deal-list-address';
import { useDealSavedViews } from './use-deal-saved-views';
import { useDueFilterParam } from './use-due-filter-param';

/**
 * The deals table's list: what its address asks for (search, filters, sort, columns, past due),
 * the search box over it, the saved views, the deal fields its custom columns and filters need,
 * and the filter the API is sent.
 */
export const useDealsList = (viewer: SavedViewsViewer | undefined) => {
  const address = useDealListAddress();
  const [due, clearDue] = useDueFilterParam();
  const searchBox = useAddressSearch(address.search, address.setSearch);
  const views = useDealSavedViews(address, viewer);
  const { search, params } = address;
  const asked = params.custom;
  const customFields = useListCustomFields(
    'deal',
    Boolean(asked) || customColumnKeys(address.columns).length > 0,
  );
  // Only the custom filters the API can apply now: one of a field deleted since would fail the
  // whole list. Unread fields (they failed to load): as the address has them, for the API to say.
  const fields = customFields.fields;
  const custom = useMemo(
    () => (fields ? usableCustomFilters(fields, asked) : asked),
    [fields, asked],
  );
  // One object per change of the address (or of the fields): the query's key holds every parameter.
  const filter = useMemo<DealsFilter>(() => {
    const { custom: _asked, ...fixed } = params;
    return { search, due, ...fixed, ...(custom ? { custom } : {}) };
  }, [search, due, params, custom]);
  return {
    address,
    searchBox,
    views,
    customFields,
    /** The list waits for the fields its custom filters are checked against. */
    waiting: Boolean(asked) && !fields && !customFields.failed,
    filter,
    due,
    clearDue,
    /** Anything narrows the list: "no deals yet" would not be true. */
    narrowed: Boolean(search || due || hasDealFilters(params)),
  };
};

export type DealsListState = ReturnType<typeof useDealsList>;
