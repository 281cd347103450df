import { contactMessageSchema } from '@salesflow/shared/site/contact-message.schema';
import { json } from '../../platform/http/http-result';
import { publicRoute } from '../../platform/http/route';
import { receiveContactMessage } from './contact-messages.service';

/** POST /api/contact-messages: public; the contact page's message, stored, then emailed. */
export const handler = publicRoute({ body: contactMessageSchema }, async ({ body }) =>
  json(201, await receiveContactMessage(body)),
);
