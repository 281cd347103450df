import type { SavedView, ViewEntity, ViewPatch } from '@salesflow/shared/views/view.schema';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { viewPaths } from '../../../config/view-paths';
import { apiRequest } from '../../../lib/api-client';
import { viewsQueryKey } from './get-views';

export interface UpdateViewInput {
  id: string;
  patch: ViewPatch;
}

/** PUT /api/views/{id}: only the fields given change. */
export const updateView = ({ id, patch }: UpdateViewInput) =>
  apiRequest<SavedView>(viewPaths.view(id), { method: 'PUT', body: patch });

/** Changes one of `entity`'s views, then reads that list's views again. */
export const useUpdateView = (entity: ViewEntity) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateView,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: viewsQueryKey(entity) }),
  });
};
