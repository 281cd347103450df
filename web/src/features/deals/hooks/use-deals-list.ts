import { useMemo } from 'react';
import type { SavedViewsViewer } from '../../../components/saved-views/use-saved-views';
import { useAddressSearch } from '../../../lib/use-address-search';
import type { DealsFilter } from '../api/get-deals';
import { hasDealFilters } from '../utils/deal-list-params';
import { useDealListAddress } from './use-deal-list-address';
import { useDealSavedViews } from './use-deal-saved-views';
import { useDueFilterParam } from './use-due-filter-param';

/**
 * The deals table's list: what its address asks for (search, filters, sort, columns, past due),
 * the search box over it, the saved views, and the filter the API is sent.
 */
export const useDealsList = (viewer: SavedViewsViewer | undefined) => {
  const address = useDealListAddress();
  const [due, clearDue] = useDueFilterParam();
  const searchBox = useAddressSearch(address.search, address.setSearch);
  const views = useDealSavedViews(address, viewer);
  const { search, params } = address;
  // One object per change of the address: the query's key holds every parameter.
  const filter = useMemo<DealsFilter>(() => ({ search, due, ...params }), [search, due, params]);
  return {
    address,
    searchBox,
    views,
    filter,
    due,
    clearDue,
    /** Anything narrows the list: "no deals yet" would not be true. */
    narrowed: Boolean(search || due || hasDealFilters(params)),
  };
};

export type DealsListState = ReturnType<typeof useDealsList>;
