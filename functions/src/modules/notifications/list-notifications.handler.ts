import { noticeListQuerySchema } from '@salesflow/shared/notifications/notice';
import { json } from '../../platform/http/http-result';
import { route } from '../../platform/http/route';
import { noticesOf } from './notifications.service';

/** GET /api/notifications: the caller's notices, newest first, paged, with the unread count. */
export const handler = route({ query: noticeListQuerySchema }, async ({ auth, query }) =>
  json(200, await noticesOf(auth, query)),
);
