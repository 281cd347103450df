import { notificationPreferencesSchema } from '@salesflow/shared/settings/notification-preferences';
import { json } from '../../platform/http/http-result';
import { route } from '../../platform/http/route';
import { saveNotificationSettings } from './notification-settings.service';

/** POST /api/settings/notifications: the five preferences, for the caller alone. */
export const handler = route({ body: notificationPreferencesSchema }, async ({ auth, body }) =>
  json(200, await saveNotificationSettings(auth, body)),
);
