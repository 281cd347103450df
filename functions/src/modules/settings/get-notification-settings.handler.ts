import { json } from '../../platform/http/http-result';
import { route } from '../../platform/http/route';
import { notificationSettings } from './notification-settings.service';

/** GET /api/settings/notifications: the caller's five switches. */
export const handler = route({}, async ({ auth }) => json(200, await notificationSettings(auth)));
