import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { notificationsQueryKey } from '../../../lib/query-keys';
import { getNotices, unreadCountQueryKey } from './get-notifications';

// Apart from the unread count: only the bell's list (loaded when first opened) pages.

/** Notices per page of the bell's list. */
export const NOTICES_PAGE_SIZE = 10;

export const noticePagesQueryKey = [...notificationsQueryKey, 'pages'] as const;

export const noticePagesQueryOptions = () =>
  infiniteQueryOptions({
    queryKey: noticePagesQueryKey,
    queryFn: async ({ pageParam, signal, client }) => {
      const page = await getNotices({ cursor: pageParam, limit: NOTICES_PAGE_SIZE, signal });
      // The list's first page knows the count too: the badge follows it at once.
      if (!pageParam) client.setQueryData(unreadCountQueryKey, page.unreadCount);
      return page;
    },
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (lastPage) => lastPage.nextCursor ?? undefined,
    // Read again each time the list opens: notices arrive between openings.
    staleTime: 0,
  });

/** The bell's list, read only while it is open. */
export const useNoticePages = (open: boolean) =>
  useInfiniteQuery({ ...noticePagesQueryOptions(), enabled: open });
