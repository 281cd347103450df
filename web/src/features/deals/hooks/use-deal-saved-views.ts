import { useSearchParams } from 'react-router';
import {
  type SavedViewsViewer,
  useSavedViews,
} from '../../../components/saved-views/use-saved-views';
import { addressNamesDealList } from '../utils/deal-list-address';
import { dealViewAddress, dealViewFieldsOf } from '../utils/deal-view-address';
import { DEFAULT_DEAL_VIEW_COLUMNS } from '../utils/deal-view-columns';
import type { DealListAddressState } from './use-deal-list-address';

/** The deals table's saved views (components/saved-views), over its address. */
export const useDealSavedViews = (
  address: DealListAddressState,
  viewer: SavedViewsViewer | undefined,
) => {
  const [searchParams] = useSearchParams();
  return useSavedViews(
    'deals',
    {
      viewId: address.viewId,
      fields: dealViewFieldsOf(address),
      namesList: addressNamesDealList(searchParams),
      openView: (view, options) => address.openList(dealViewAddress(view), options),
      openDefault: () =>
        address.openList({
          params: {},
          search: '',
          columns: [...DEFAULT_DEAL_VIEW_COLUMNS],
          viewId: null,
        }),
      markView: (viewId) =>
        address.openList({
          params: address.params,
          search: address.search,
          columns: address.columns,
          viewId,
        }),
    },
    viewer,
  );
};
