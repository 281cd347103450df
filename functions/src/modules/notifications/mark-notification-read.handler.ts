import { idParamSchema } from '@salesflow/shared/text/id-param';
import { json } from '../../platform/http/http-result';
import { route } from '../../platform/http/route';
import { markNoticeRead } from './notifications.service';

/** POST /api/notifications/{id}/read: one of the caller's own notices. */
export const handler = route({ params: idParamSchema }, async ({ auth, params }) =>
  json(200, await markNoticeRead(auth, params.id)),
);
