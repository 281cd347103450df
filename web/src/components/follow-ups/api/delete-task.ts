import { useMutation, useQueryClient } from '@tanstack/react-query';
import { paths } from '../../../config/paths';
import { apiRequest } from '../../../lib/api-client';
import { dropCachedTask, refreshTaskLists } from './task-cache';

export const deleteTask = (id: string) =>
  apiRequest<void>(paths.api.task(id), { method: 'DELETE' });

export const useDeleteTask = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteTask,
    onSuccess: (_answer, id) => {
      dropCachedTask(queryClient, id);
      return refreshTaskLists(queryClient, { now: false });
    },
  });
};
