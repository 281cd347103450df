import type { NotificationPreferences } from '@salesflow/shared/settings/notification-preferences';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { paths } from '../../../config/paths';
import { apiRequest } from '../../../lib/api-client';
import { settingsQueryKeys } from '../../../lib/query-keys';

export const getNotificationSettings = (signal?: AbortSignal) =>
  apiRequest<NotificationPreferences>(paths.api.notificationSettings, { signal });

export const notificationSettingsQueryOptions = () =>
  queryOptions({
    queryKey: settingsQueryKeys.notifications,
    queryFn: ({ signal }) => getNotificationSettings(signal),
  });

export const useNotificationSettings = () => useQuery(notificationSettingsQueryOptions());
