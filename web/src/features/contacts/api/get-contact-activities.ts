import type { ActivityPage } from '@salesflow/shared/activities/activity.schema';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { paths } from '../../../config/paths';
import { apiRequest } from '../../../lib/api-client';
import { contactDetailQueryKey } from './get-contact';

/** Timeline entries asked for per page. */
export const ACTIVITIES_PAGE_SIZE = 20;

export const contactActivitiesQueryKey = (id: string) =>
  [...contactDetailQueryKey(id), 'activities'] as const;

export const getContactActivities = (id: string, cursor?: string, signal?: AbortSignal) =>
  apiRequest<ActivityPage>(paths.api.contactActivities(id), {
    query: { limit: ACTIVITIES_PAGE_SIZE, cursor },
    signal,
  });

export const contactActivitiesQueryOptions = (id: string) =>
  infiniteQueryOptions({
    queryKey: contactActivitiesQueryKey(id),
    queryFn: ({ pageParam, signal }) => getContactActivities(id, pageParam, signal),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (lastPage) => lastPage.nextCursor ?? undefined,
    staleTime: 0,
  });

/** The contact's timeline, newest first, a page at a time. */
export const useContactActivities = (id: string) =>
  useInfiniteQuery(contactActivitiesQueryOptions(id));
