import type { SavedView } from '@salesflow/shared/views/view.schema';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { viewPaths } from '../../../config/view-paths';
import { apiRequest } from '../../../lib/api-client';

/** The contacts list's saved views; every change to one refreshes it. */
export const contactViewsQueryKey = ['views', 'contacts'] as const;

/** GET /api/views?entity=contacts: the team's shared views, then the caller's own. */
export const getContactViews = async (signal?: AbortSignal): Promise<SavedView[]> =>
  (
    await apiRequest<{ items: SavedView[] }>(viewPaths.views, {
      query: { entity: 'contacts' },
      signal,
    })
  ).items;

export const contactViewsQueryOptions = () =>
  queryOptions({
    queryKey: contactViewsQueryKey,
    queryFn: ({ signal }) => getContactViews(signal),
  });

/**
 * The saved views, read once something needs them (the views menu opened, a view in the address
 * or remembered), so the list's first paint does not wait on them.
 */
export const useContactViews = (enabled: boolean) =>
  useQuery({ ...contactViewsQueryOptions(), enabled });
