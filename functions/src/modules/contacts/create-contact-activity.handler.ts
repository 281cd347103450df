import { activityInputSchema } from '@salesflow/shared/activities/activity.schema';
import { idParamSchema } from '@salesflow/shared/text/id-param';
import { json } from '../../platform/http/http-result';
import { route } from '../../platform/http/route';
import { logActivity } from './contact-timeline.service';

/** POST /api/contacts/{id}/activities: a note or a call the user made. */
export const handler = route(
  { params: idParamSchema, body: activityInputSchema },
  async ({ auth, params, body }) => json(201, await logActivity(auth, params.id, body)),
);
