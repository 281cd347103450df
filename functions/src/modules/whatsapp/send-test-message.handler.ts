import { whatsAppTestMessageSchema } from '@salesflow/shared/whatsapp/whatsapp-message.schema';
import { json } from '../../platform/http/http-result';
import { route } from '../../platform/http/route';
import { sendTestMessage } from './whatsapp-send.service';

/** POST /api/whatsapp/test-message: the Testing tab's message to a number. */
export const handler = route({ body: whatsAppTestMessageSchema }, async ({ auth, body }) =>
  json(200, await sendTestMessage(auth, body)),
);
