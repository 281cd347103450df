import type { NotificationPreferences } from '@salesflow/shared/settings/notification-preferences';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { paths } from '../../../config/paths';
import { apiRequest } from '../../../lib/api-client';
import { settingsQueryKeys } from '../../../lib/query-keys';

export const saveNotificationSettings = (preferences: NotificationPreferences) =>
  apiRequest<NotificationPreferences>(paths.api.notificationSettings, {
    method: 'POST',
    body: preferences,
  });

/** Saves the five switches; the answer is what the server kept, shown from then on. */
export const useSaveNotificationSettings = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveNotificationSettings,
    onSuccess: (saved) => queryClient.setQueryData(settingsQueryKeys.notifications, saved),
  });
};
