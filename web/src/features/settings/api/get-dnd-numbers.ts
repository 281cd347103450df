import type { DndNumbersPage } from '@salesflow/shared/calls/dnd-numbers';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { paths } from '../../../config/paths';
import { apiRequest } from '../../../lib/api-client';
import { settingsQueryKeys } from '../../../lib/query-keys';

export const dndNumbersQueryOptions = () =>
  infiniteQueryOptions({
    queryKey: settingsQueryKeys.dndNumbers,
    queryFn: ({ pageParam, signal }) =>
      apiRequest<DndNumbersPage>(paths.api.dndNumbers, { query: { cursor: pageParam }, signal }),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (lastPage) => lastPage.nextCursor ?? undefined,
  });

/** The NCPR numbers uploaded, page after page, with the latest scrub's date. */
export const useDndNumbers = () => useInfiniteQuery(dndNumbersQueryOptions());
