import { activityListQuerySchema } from '@salesflow/shared/activities/activity.schema';
import { idParamSchema } from '@salesflow/shared/text/id-param';
import { json } from '../../platform/http/http-result';
import { route } from '../../platform/http/route';
import { contactTimeline } from './contact-timeline.service';

/** GET /api/contacts/{id}/activities: the contact's timeline, newest first, paged. */
export const handler = route(
  { params: idParamSchema, query: activityListQuerySchema },
  async ({ auth, params, query }) =>
    json(200, await contactTimeline(auth, params.id, query.limit, query.cursor)),
);
