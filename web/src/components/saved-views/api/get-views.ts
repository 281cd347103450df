import type { SavedView, ViewEntity } from '@salesflow/shared/views/view.schema';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { viewPaths } from '../../../config/view-paths';
import { apiRequest } from '../../../lib/api-client';

/** A list's saved views; every change to one refreshes them. */
export const viewsQueryKey = (entity: ViewEntity) => ['views', entity] as const;

/** GET /api/views?entity=…: the team's shared views of the list, then the caller's own. */
export const getViews = async (entity: ViewEntity, signal?: AbortSignal): Promise<SavedView[]> =>
  (await apiRequest<{ items: SavedView[] }>(viewPaths.views, { query: { entity }, signal })).items;

export const viewsQueryOptions = (entity: ViewEntity) =>
  queryOptions({
    queryKey: viewsQueryKey(entity),
    queryFn: ({ signal }) => getViews(entity, signal),
  });

/**
 * The saved views, read once something needs them (the views menu opened, a view in the address
 * or remembered), so the list's first paint does not wait on them.
 */
export const useViews = (entity: ViewEntity, enabled: boolean) =>
  useQuery({ ...viewsQueryOptions(entity), enabled });
