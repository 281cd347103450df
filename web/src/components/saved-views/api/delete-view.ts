import type { ViewEntity } from '@salesflow/shared/views/view.schema';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { viewPaths } from '../../../config/view-paths';
import { apiRequest } from '../../../lib/api-client';
import { viewsQueryKey } from './get-views';

export const deleteView = (id: string) =>
  apiRequest<void>(viewPaths.view(id), { method: 'DELETE' });

/** Deletes one of `entity`'s views, then reads that list's views again. */
export const useDeleteView = (entity: ViewEntity) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteView,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: viewsQueryKey(entity) }),
  });
};
