import { useSearchParams } from 'react-router';
import type { SavedViewsViewer } from '../../../components/saved-views/use-saved-views';
import { useSavedViews } from '../../../components/saved-views/use-saved-views';
import { addressNamesList } from '../utils/contact-list-address';
import { viewAddress, viewFieldsOf } from '../utils/contact-view-address';
import { DEFAULT_VIEW_COLUMNS } from '../utils/contact-view-columns';
import type { ContactListAddressState } from './use-contact-list-address';

/** The Contacts screen's saved views (components/saved-views), over the list's address. */
export const useContactSavedViews = (
  address: ContactListAddressState,
  viewer: SavedViewsViewer | undefined,
) => {
  const [searchParams] = useSearchParams();
  return useSavedViews(
    'contacts',
    {
      viewId: address.viewId,
      fields: viewFieldsOf(address.params, address.columns),
      namesList: addressNamesList(searchParams),
      openView: (view, options) => address.openList(viewAddress(view), options),
      openDefault: () =>
        address.openList({ params: {}, columns: DEFAULT_VIEW_COLUMNS, viewId: null }),
      markView: (viewId) =>
        address.openList({ params: address.params, columns: address.columns, viewId }),
    },
    viewer,
  );
};
