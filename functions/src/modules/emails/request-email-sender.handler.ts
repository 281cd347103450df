import { emailSenderSchema } from '@salesflow/shared/emails/email-sender.schema';
import { json } from '../../platform/http/http-result';
import { route } from '../../platform/http/route';
import { requestEmailSender } from './email-sender.service';

/** PUT /api/settings/email-sender `{ address }`: emails a code to it; `{ sender, productAddress }`. */
export const handler = route({ body: emailSenderSchema }, async ({ auth, body }) =>
  json(200, await requestEmailSender(auth, body)),
);
