import type { SavedView } from '@salesflow/shared/views/view.schema';
import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import { useDeleteView } from '../../../components/saved-views/api/delete-view';
import { useViews } from '../../../components/saved-views/api/get-views';
import { useUpdateView } from '../../../components/saved-views/api/update-view';
import { useToast } from '../../../components/toast/use-toast';
import { errorMessage } from '../../../lib/api-client';
import type { ContactsViewer } from '../types/contacts-viewer';
import { addressNamesList } from '../utils/contact-list-address';
import { viewAddress, viewFieldsOf } from '../utils/contact-view-address';
import { DEFAULT_VIEW_COLUMNS } from '../utils/contact-view-columns';
import { readLastView, writeLastView } from '../utils/last-view-storage';
import type { ContactListAddressState } from './use-contact-list-address';

/** The save dialog: a new view of the list on screen, or a view's name (and sharing) changed. */
export type ViewDialog = { mode: 'create' } | { mode: 'rename'; view: SavedView } | null;

/**
 * The Contacts screen's saved views: the list of them, which one the address came from, opening
 * one (its filters, sort and columns become the address), and the writes. The screen opens on the
 * view last used in this browser, unless its address already names a list.
 */
export const useSavedViews = (
  list: ContactListAddressState,
  viewer: ContactsViewer | undefined,
) => {
  const toast = useToast();
  const [searchParams] = useSearchParams();
  const [menuOpened, setMenuOpened] = useState(false);
  // Read once, on opening: a view remembered and an address that names no list.
  const [restoring, setRestoring] = useState(() =>
    viewer && !addressNamesList(searchParams) ? readLastView(viewer) : null,
  );
  const views = useViews('contacts', menuOpened || Boolean(list.viewId) || restoring !== null);
  const update = useUpdateView('contacts');
  const remove = useDeleteView('contacts');
  const [dialog, setDialog] = useState<ViewDialog>(null);
  const [deleting, setDeleting] = useState<SavedView | null>(null);

  const remember = (viewId: string | null) => {
    if (viewer) writeLastView(viewer, viewId);
  };
  const open = (view: SavedView, options?: { replace?: boolean }) => {
    list.openList(viewAddress(view), options);
    remember(view.id);
  };
  const openDefault = () => {
    list.openList({ params: {}, columns: DEFAULT_VIEW_COLUMNS, viewId: null });
    remember(null);
  };

  // Runs once the views are in; `open` and `remember` are new each render. The list waits until
  // the address shows the view (the router applies it a render later), so it never asks for the
  // default list first.
  // biome-ignore lint/correctness/useExhaustiveDependencies: see above
  useEffect(() => {
    if (restoring === null) return;
    if (list.viewId === restoring) {
      setRestoring(null);
      return;
    }
    if (views.isPending) return;
    const view = views.data?.find((candidate) => candidate.id === restoring);
    if (view) {
      open(view, { replace: true });
      return;
    }
    // A view deleted since (or not to be read now): the default list, and forget it if gone.
    if (views.isSuccess) remember(null);
    setRestoring(null);
  }, [restoring, list.viewId, views.isPending, views.data, views.isSuccess]);

  const active = views.data?.find((view) => view.id === list.viewId) ?? null;
  const mayChange = (view: SavedView) => !view.shared || Boolean(viewer?.mayShareViews);

  const updateWithList = (view: SavedView) =>
    update.mutate(
      { id: view.id, patch: viewFieldsOf(list.params, list.columns) },
      {
        onSuccess: () =>
          toast({
            title: 'View updated',
            description: `"${view.name}" shows this list now.`,
            variant: 'success',
          }),
        onError: (error) =>
          toast({
            title: 'Error',
            description: errorMessage(error, 'Failed to update the view.'),
            variant: 'error',
          }),
      },
    );

  const confirmDelete = () => {
    if (!deleting) return;
    const view = deleting;
    remove.mutate(view.id, {
      onSuccess: () => {
        setDeleting(null);
        if (viewer && readLastView(viewer) === view.id) remember(null);
        if (list.viewId === view.id) openDefault();
        toast({
          title: 'View deleted',
          description: `"${view.name}" was deleted.`,
          variant: 'success',
        });
      },
      onError: (error) =>
        toast({
          title: 'Error',
          description: errorMessage(error, 'Failed to delete the view.'),
          variant: 'error',
        }),
    });
  };

  /** After a save: a new view becomes the one the list is on. */
  const saved = (view: SavedView) => {
    setDialog(null);
    if (list.viewId !== view.id) {
      list.openList({ params: list.params, columns: list.columns, viewId: view.id });
    }
    remember(view.id);
  };

  return {
    views,
    active,
    /** True while the remembered view is being looked up: the list waits for it. */
    restoring: restoring !== null,
    mayShare: Boolean(viewer?.mayShareViews),
    mayChange,
    onMenuOpen: () => setMenuOpened(true),
    open,
    openDefault,
    updateWithList,
    updating: update.isPending,
    dialog,
    setDialog,
    saved,
    deleting,
    askDelete: setDeleting,
    cancelDelete: () => setDeleting(null),
    confirmDelete,
    deletePending: remove.isPending,
  };
};

export type SavedViewsState = ReturnType<typeof useSavedViews>;
