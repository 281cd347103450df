import { ConfirmDialog } from '../confirm-dialog';
import { lazyPopup, PopupLoading } from '../lazy-popup';
import type { SavedViewsState } from './use-saved-views';

// The form and the views' schema load the first time a view is saved or renamed.
const SaveViewDialog = lazyPopup(
  async () => (await import('./save-view-dialog')).SaveViewDialog,
  <PopupLoading />,
);

export interface ViewDialogsProps {
  views: SavedViewsState;
}

/** Save view / Rename view (of the list on screen), and Delete view's confirmation. */
export const ViewDialogs = ({ views }: ViewDialogsProps) => {
  const { dialog, deleting } = views;
  return (
    <>
      <SaveViewDialog
        open={dialog !== null}
        entity={views.entity}
        view={dialog?.mode === 'rename' ? dialog.view : null}
        list={views.fields}
        mayShare={views.mayShare}
        onClose={() => views.setDialog(null)}
        onSaved={views.saved}
      />
      <ConfirmDialog
        open={deleting !== null}
        title="Delete view"
        message={`Delete the view "${deleting?.name ?? ''}"? The ${views.entity} stay; only the saved filters, sort and columns go.`}
        detail={deleting?.shared ? 'It is shared: it goes for the whole team.' : undefined}
        confirmLabel="Delete"
        pending={views.deletePending}
        onConfirm={views.confirmDelete}
        onClose={views.cancelDelete}
      />
    </>
  );
};
