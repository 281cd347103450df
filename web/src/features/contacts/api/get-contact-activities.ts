import type { ActivityPage } from '@salesflow/shared/activities/activity.schema';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { paths } from '../../../config/paths';
import { apiRequest } from '../../../lib/api-client';
import type { contactTimelineQueryKey } from '../../../lib/query-keys';
import { contactDetailQueryKey } from './get-contact';

/** Timeline entries asked for per page. */
export const ACTIVITIES_PAGE_SIZE = 20;

/** Under the contact's detail, so that reading the contact again reads its timeline too. */
export const contactActivitiesQueryKey = (id: string) => {
  const key = [...contactDetailQueryKey(id), 'activities'] as const;
  return key satisfies ReturnType<typeof contactTimelineQueryKey>;
};

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
