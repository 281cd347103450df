import type { Task, TaskPage } from '@salesflow/shared/tasks/task-types';
import type { InfiniteData, QueryClient } from '@tanstack/react-query';
import { tasksQueryKey } from '../../../lib/query-keys';
import { taskListsQueryKey } from './get-tasks';

type TaskPages = InfiniteData<TaskPage, string | undefined>;

/** Every cached list of tasks, as it is now (to put back if a change fails). */
export type TaskListsSnapshot = [readonly unknown[], TaskPages | undefined][];

export const snapshotTaskLists = (queryClient: QueryClient): TaskListsSnapshot =>
  queryClient.getQueriesData<TaskPages>({ queryKey: taskListsQueryKey });

export const restoreTaskLists = (queryClient: QueryClient, snapshot: TaskListsSnapshot) => {
  for (const [queryKey, data] of snapshot) queryClient.setQueryData(queryKey, data);
};

/** Changes one task wherever a cached list shows it (a tick shows at once; the list re-reads). */
export const patchCachedTask = (queryClient: QueryClient, id: string, change: Partial<Task>) => {
  queryClient.setQueriesData<TaskPages>({ queryKey: taskListsQueryKey }, (data) =>
    data
      ? {
          ...data,
          pages: data.pages.map((page) => ({
            ...page,
            items: page.items.map((task) => (task.id === id ? { ...task, ...change } : task)),
          })),
        }
      : data,
  );
};

/** Takes a deleted task out of every cached list. */
export const dropCachedTask = (queryClient: QueryClient, id: string) => {
  queryClient.setQueriesData<TaskPages>({ queryKey: taskListsQueryKey }, (data) =>
    data
      ? {
          ...data,
          pages: data.pages.map((page) => ({
            ...page,
            items: page.items.filter((task) => task.id !== id),
          })),
        }
      : data,
  );
};

/** How long the lists (global indexes, kept by DynamoDB a moment after a write) take to follow. */
export const TASK_LISTS_FOLLOW_MS = 1_500;

/**
 * What a task's creation, change or deletion makes out of date: every list of tasks. They are
 * read now and once more when the indexes have surely followed, so a read made too early (still
 * showing the task as it was) does not stay on screen. `now: false` waits for the second read
 * only: a tick stays as the user set it instead of flickering back.
 */
export const refreshTaskLists = (queryClient: QueryClient, { now = true } = {}) => {
  setTimeout(() => {
    void queryClient.invalidateQueries({ queryKey: tasksQueryKey });
  }, TASK_LISTS_FOLLOW_MS);
  return now ? queryClient.invalidateQueries({ queryKey: taskListsQueryKey }) : Promise.resolve();
};
