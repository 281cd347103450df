import type { Task, TaskInput } from '@salesflow/shared/tasks/task.schema';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { paths } from '../../../config/paths';
import { apiRequest } from '../../../lib/api-client';
import { patchCachedTask, refreshTaskLists } from './task-cache';

export interface UpdateTaskInput {
  id: string;
  /** Any subset of the fields (the edit form sends them all). */
  payload: Partial<TaskInput>;
}

export const updateTask = ({ id, payload }: UpdateTaskInput) =>
  apiRequest<Task>(paths.api.task(id), { method: 'PUT', body: payload });

export const useUpdateTask = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateTask,
    onSuccess: (task) => {
      patchCachedTask(queryClient, task.id, task);
      return refreshTaskLists(queryClient);
    },
  });
};
