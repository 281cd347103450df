import type { Task, TaskInput } from '@salesflow/shared/tasks/task.schema';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { paths } from '../../../config/paths';
import { apiRequest } from '../../../lib/api-client';
import { refreshTaskLists } from './task-cache';

export const createTask = (payload: TaskInput) =>
  apiRequest<Task>(paths.api.tasks, { method: 'POST', body: payload });

export const useCreateTask = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createTask,
    onSuccess: () => refreshTaskLists(queryClient),
  });
};
