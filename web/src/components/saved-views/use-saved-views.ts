import type { SavedView, ViewEntity } from '@salesflow/shared/views/view.schema';
import { useEffect, useState } from 'react';
import { errorMessage } from '../../lib/api-client';
import { useToast } from '../toast/use-toast';
import type { ViewListFields } from './api/create-view';
import { useDeleteView } from './api/delete-view';
import { useViews } from './api/get-views';
import { useUpdateView } from './api/update-view';
import { readLastView, type ViewOwner, writeLastView } from './last-view-storage';

/**
 * Who is looking at a list, as the app knows it (a feature never imports auth or teams): whose
 * last view to remember, and whether they may share views with the team (managers and above, as
 * the server enforces).
 */
export interface SavedViewsViewer extends ViewOwner {
  mayShareViews: boolean;
}

/** A list's screen as its saved views see it: what its address holds, and how to change it. */
export interface SavedViewsList {
  /** The saved view the address came from (its filters may have been changed since). */
  viewId: string | null;
  /** What a view keeps of the list on screen: filters, sort and columns. */
  fields: ViewListFields;
  /** Whether the address already says something about the list (a link, a reload): it wins. */
  namesList: boolean;
  /** A view's filters, sort and columns become the address. */
  openView: (view: SavedView, options?: { replace?: boolean }) => void;
  /** The default list: no filter, the default order and columns. */
  openDefault: () => void;
  /** The list on screen, as the view just saved (its id in the address). */
  markView: (viewId: string) => void;
}

/** The save dialog: a new view of the list on screen, or a view's name (and sharing) changed. */
export type ViewDialog = { mode: 'create' } | { mode: 'rename'; view: SavedView } | null;

/**
 * A list screen's saved views: the list of them, which one the address came from, opening one (its
 * filters, sort and columns become the address), and the writes. The screen opens on the view last
 * used in this browser, unless its address already names a list.
 */
export const useSavedViews = (
  entity: ViewEntity,
  list: SavedViewsList,
  viewer: SavedViewsViewer | undefined,
) => {
  const toast = useToast();
  const [menuOpened, setMenuOpened] = useState(false);
  // Read once, on opening: a view remembered and an address that names no list.
  const [restoring, setRestoring] = useState(() =>
    viewer && !list.namesList ? readLastView(entity, viewer) : null,
  );
  const views = useViews(entity, menuOpened || Boolean(list.viewId) || restoring !== null);
  const update = useUpdateView(entity);
  const remove = useDeleteView(entity);
  const [dialog, setDialog] = useState<ViewDialog>(null);
  const [deleting, setDeleting] = useState<SavedView | null>(null);

  const remember = (viewId: string | null) => {
    if (viewer) writeLastView(entity, viewer, viewId);
  };
  const open = (view: SavedView, options?: { replace?: boolean }) => {
    list.openView(view, options);
    remember(view.id);
  };
  const openDefault = () => {
    list.openDefault();
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
      { id: view.id, patch: list.fields },
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
        if (viewer && readLastView(entity, viewer) === view.id) remember(null);
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
    if (list.viewId !== view.id) list.markView(view.id);
    remember(view.id);
  };

  return {
    entity,
    /** The list on screen, as Save view keeps it. */
    fields: list.fields,
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
