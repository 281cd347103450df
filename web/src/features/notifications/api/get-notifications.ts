import type { NoticePage } from '@salesflow/shared/notifications/notice';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { paths } from '../../../config/paths';
import { apiRequest } from '../../../lib/api-client';
import { notificationsQueryKey } from '../../../lib/query-keys';

/** How often the bell asks for the unread count while the app is open (and on focus). */
export const UNREAD_POLL_MS = 60_000;

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
