import type { Task } from '@salesflow/shared/tasks/task-types';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { paths } from '../../../config/paths';
import { apiRequest } from '../../../lib/api-client';
import {
  patchCachedTask,
  refreshTaskLists,
  restoreTaskLists,
  snapshotTaskLists,
} from './task-cache';

export interface SetTaskDoneInput {
  id: string;
  done: boolean;
}

/** PUT /api/tasks/{id} `{ done }`: completes a task, or opens it again. */
export const setTaskDone = ({ id, done }: SetTaskDoneInput) =>
  apiRequest<Task>(paths.api.task(id), { method: 'PUT', body: { done } });

/**
 * The one-click tick: every list shows the task done (or open) at once; a failure puts the lists
 * back as they were. The lists are read again once the server's indexes have followed.
 */
export const useSetTaskDone = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setTaskDone,
    onMutate: async ({ id, done }) => {
      const snapshot = snapshotTaskLists(queryClient);
      patchCachedTask(queryClient, id, {
        done,
        doneAt: done ? new Date().toISOString() : null,
      });
      return { snapshot };
    },
    onError: (_error, _input, context) => {
      if (context) restoreTaskLists(queryClient, context.snapshot);
    },
    onSuccess: (task) => patchCachedTask(queryClient, task.id, task),
    onSettled: () => refreshTaskLists(queryClient, { now: false }),
  });
};
