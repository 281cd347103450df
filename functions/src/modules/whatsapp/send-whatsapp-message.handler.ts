import { whatsAppSendSchema } from '@salesflow/shared/whatsapp/whatsapp-message.schema';
import { json } from '../../platform/http/http-result';
import { route } from '../../platform/http/route';
import { sendToContact } from './whatsapp-send.service';

/** POST /api/whatsapp/send: a text (within 24 hours) or an approved template, to a contact. */
export const handler = route({ body: whatsAppSendSchema }, async ({ auth, body }) =>
  json(200, await sendToContact(auth, body)),
);
