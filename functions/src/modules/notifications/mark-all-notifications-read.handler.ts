import { json } from '../../platform/http/http-result';
import { route } from '../../platform/http/route';
import { markAllNoticesRead } from './notifications.service';

/** POST /api/notifications/read-all: every unread notice of the caller. */
export const handler = route({}, async ({ auth }) => json(200, await markAllNoticesRead(auth)));
