import type { SavedView, ViewEntity } from '@salesflow/shared/views/view.schema';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { viewPaths } from '../../../config/view-paths';
import { apiRequest } from '../../../lib/api-client';
import { viewsQueryKey } from './get-views';

/** A view's fields, as POST /api/views takes them (`entity` is added here). */
export interface ViewFields {
  name: string;
  filters: Record<string, string>;
  sort: string | null;
  columns: string[];
  shared: boolean;
}

/** What a view keeps of the list on screen. */
export type ViewListFields = Pick<ViewFields, 'filters' | 'sort' | 'columns'>;

export const createView = (entity: ViewEntity, fields: ViewFields) =>
  apiRequest<SavedView>(viewPaths.views, { method: 'POST', body: { entity, ...fields } });

export const useCreateView = (entity: ViewEntity) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (fields: ViewFields) => createView(entity, fields),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: viewsQueryKey(entity) }),
  });
};
