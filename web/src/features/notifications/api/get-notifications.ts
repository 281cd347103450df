import type { NoticePage } from '@salesflow/shared/notifications/notice';
import {
  infiniteQueryOptions,
  queryOptions,
  useInfiniteQuery,
  useQuery,
} from '@tanstack/react-query';
import { paths } from '../../../config/paths';
import { apiRequest } from '../../../lib/api-client';
import { notificationsQueryKey } from '../../../lib/query-keys';

/** How often the bell asks for the unread count while the app is open (and on focus). */
export const UNREAD_POLL_MS = 60_000;

/** Notices per page of the bell's list. */
export const NOTICES_PAGE_SIZE = 10;

export const getNotices = ({
  cursor,
  limit,
  signal,
}: {
  cursor?: string | undefined;
  limit: number;
  signal?: AbortSignal;
}) => apiRequest<NoticePage>(paths.api.notifications, { query: { limit, cursor }, signal });

/** The badge: one notice is enough to learn the unread count. */
export const unreadCountQueryKey = [...notificationsQueryKey, 'unread'] as const;
export const noticePagesQueryKey = [...notificationsQueryKey, 'pages'] as const;

export const unreadCountQueryOptions = () =>
  queryOptions({
    queryKey: unreadCountQueryKey,
    queryFn: async ({ signal }) => (await getNotices({ limit: 1, signal })).unreadCount,
    // Modest polling: once a minute while the tab is visible, and when the user comes back to it.
    staleTime: 30_000,
    refetchInterval: UNREAD_POLL_MS,
    refetchIntervalInBackground: false,
    refetchOnWindowFocus: true,
  });

export const useUnreadCount = () => useQuery(unreadCountQueryOptions());

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
