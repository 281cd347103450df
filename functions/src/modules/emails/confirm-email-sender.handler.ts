import { confirmEmailSenderSchema } from '@salesflow/shared/emails/email-sender.schema';
import { json } from '../../platform/http/http-result';
import { route } from '../../platform/http/route';
import { confirmEmailSender } from './email-sender.service';

/** POST /api/settings/email-sender/confirm `{ code }`: `{ sender, productAddress }`. */
export const handler = route({ body: confirmEmailSenderSchema }, async ({ auth, body }) =>
  json(200, await confirmEmailSender(auth, body)),
);
