import type { Task, TaskDueWindow, TaskPage } from '@salesflow/shared/tasks/task-types';
import { infiniteQueryOptions, keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import { paths } from '../../../config/paths';
import { apiRequest } from '../../../lib/api-client';
import { tasksQueryKey } from '../../../lib/query-keys';

/** Tasks asked for per page. */
export const TASKS_PAGE_SIZE = 50;

/** Which tasks a list shows (GET /api/tasks's query, without the paging). */
export interface TasksFilter {
  status: 'open' | 'done';
  /** Open tasks only: overdue, due today, or later; all open ones without. */
  due?: TaskDueWindow | undefined;
  /** `me`, a member's id, or everyone's the caller may see without. */
  assignedTo?: string | undefined;
  contactId?: string | undefined;
}

/** Every list of tasks sits below this key; a change to a task patches and re-reads them. */
export const taskListsQueryKey = [...tasksQueryKey, 'list'] as const;

export const tasksPagesQueryKey = ({ status, due, assignedTo, contactId }: TasksFilter) =>
  [
    ...taskListsQueryKey,
    { status, due: due ?? null, assignedTo: assignedTo ?? null, contactId: contactId ?? null },
  ] as const;

/** The query string of one page: what the Tasks page's tabs and filter ask the server for. */
export const tasksQuery = (filter: TasksFilter, cursor?: string, limit = TASKS_PAGE_SIZE) => ({
  status: filter.status,
  due: filter.status === 'open' ? filter.due : undefined,
  assignedTo: filter.assignedTo,
  contactId: filter.contactId,
  limit,
  cursor,
});

export const getTasksPage = (filter: TasksFilter, cursor?: string, signal?: AbortSignal) =>
  apiRequest<TaskPage>(paths.api.tasks, { query: tasksQuery(filter, cursor), signal });

export const tasksInfiniteQueryOptions = (filter: TasksFilter) =>
  infiniteQueryOptions({
    queryKey: tasksPagesQueryKey(filter),
    queryFn: ({ pageParam, signal }) => getTasksPage(filter, pageParam, signal),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (lastPage) => lastPage.nextCursor ?? undefined,
  });

/** A list of tasks, paged with the cursor; keeps the rows shown while another filter loads. */
export const useTasksPages = (filter: TasksFilter) =>
  useInfiniteQuery({ ...tasksInfiniteQueryOptions(filter), placeholderData: keepPreviousData });

/** Every task loaded so far, in order; null before the first page. */
export const tasksOf = (data: { pages: TaskPage[] } | undefined): Task[] | null =>
  data ? data.pages.flatMap((page) => page.items) : null;
