import { whatsAppWindowQuerySchema } from '@salesflow/shared/whatsapp/whatsapp-window';
import { json } from '../../platform/http/http-result';
import { route } from '../../platform/http/route';
import { contactWindow } from './whatsapp-window.service';

/** GET /api/whatsapp/window?contactId=: `{ configured, hasPhone, open, closesAt }`. */
export const handler = route({ query: whatsAppWindowQuerySchema }, async ({ auth, query }) =>
  json(200, await contactWindow(auth, query.contactId)),
);
