import { ConfirmDialog } from '../../../components/confirm-dialog';
import { lazyPopup, PopupLoading } from '../../../components/lazy-popup';
import type { SavedViewsState } from '../hooks/use-saved-views';
import type { ContactListParams } from '../utils/contact-list-params';
import { viewFieldsOf } from '../utils/contact-view-address';
import type { ContactViewColumn } from '../utils/contact-view-columns';

// The form and the views' schema load the first time a view is saved or renamed.
const SaveViewDialog = lazyPopup(
  async () => (await import('./save-view-dialog')).SaveViewDialog,
  <PopupLoading />,
);

export interface ViewDialogsProps {
  views: SavedViewsState;
  /** The list on screen, which Save view keeps. */
  params: ContactListParams;
  columns: readonly ContactViewColumn[];
}

/** Save view / Rename view, and Delete view's confirmation. */
export const ViewDialogs = ({ views, params, columns }: ViewDialogsProps) => {
  const { dialog, deleting } = views;
  return (
    <>
      <SaveViewDialog
        open={dialog !== null}
        view={dialog?.mode === 'rename' ? dialog.view : null}
        list={viewFieldsOf(params, columns)}
        mayShare={views.mayShare}
        onClose={() => views.setDialog(null)}
        onSaved={views.saved}
      />
      <ConfirmDialog
        open={deleting !== null}
        title="Delete view"
        message={`Delete the view "${deleting?.name ?? ''}"? The contacts stay; only the saved filters, sort and columns go.`}
        detail={deleting?.shared ? 'It is shared: it goes for the whole team.' : undefined}
        confirmLabel="Delete"
        pending={views.deletePending}
        onConfirm={views.confirmDelete}
        onClose={views.cancelDelete}
      />
    </>
  );
};
