import { sendEmailSchema } from '@salesflow/shared/emails/send-email.schema';
import { json } from '../../platform/http/http-result';
import { route } from '../../platform/http/route';
import { sendContactEmail } from './emails.service';

/** POST /api/emails/send: `{ success, messageId, activityId }`. */
export const handler = route({ body: sendEmailSchema }, async ({ auth, body }) =>
  json(200, await sendContactEmail(auth, body)),
);
