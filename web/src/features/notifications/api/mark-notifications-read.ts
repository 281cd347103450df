import type { Notice, NoticePage } from '@salesflow/shared/notifications/notice';
import {
  type InfiniteData,
  type QueryClient,
  useMutation,
  useQueryClient,
} from '@tanstack/react-query';
import { paths } from '../../../config/paths';
import { apiRequest } from '../../../lib/api-client';
import { noticePagesQueryKey } from './get-notice-pages';
import { unreadCountQueryKey } from './get-notifications';

export const markNoticeRead = (id: string) =>
  apiRequest<{ notice: Notice; unreadCount: number }>(paths.api.notificationRead(id), {
    method: 'POST',
    body: {},
  });

export const markAllNoticesRead = () =>
  apiRequest<{ unreadCount: number }>(paths.api.notificationsReadAll, { method: 'POST', body: {} });

/** The answer carries the new count and the notice as read: the cache takes both, no refetch. */
const showRead = (
  queryClient: QueryClient,
  unreadCount: number,
  isRead: (notice: Notice) => Notice | null,
) => {
  queryClient.setQueryData(unreadCountQueryKey, unreadCount);
  queryClient.setQueryData<InfiniteData<NoticePage, string | undefined>>(
    noticePagesQueryKey,
    (data) =>
      data && {
        ...data,
        pages: data.pages.map((page) => ({
          ...page,
          unreadCount,
          items: page.items.map((notice) => isRead(notice) ?? notice),
        })),
      },
  );
};

export const useMarkNoticeRead = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: markNoticeRead,
    onSuccess: ({ notice, unreadCount }) =>
      showRead(queryClient, unreadCount, (shown) => (shown.id === notice.id ? notice : null)),
  });
};

export const useMarkAllNoticesRead = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: markAllNoticesRead,
    onSuccess: ({ unreadCount }) => {
      const at = new Date().toISOString();
      showRead(queryClient, unreadCount, (shown) =>
        shown.readAt ? null : { ...shown, readAt: at },
      );
    },
  });
};
