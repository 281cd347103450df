import { restoreSchema } from '@salesflow/shared/contacts/contact-trash';
import { json } from '../../platform/http/http-result';
import { route } from '../../platform/http/route';
import { restoreContacts } from './contact-trash.service';

/** POST /api/trash/restore: deleted contacts brought back (a delete's Undo, or from the trash). */
export const handler = route({ body: restoreSchema }, async ({ auth, body }) =>
  json(200, await restoreContacts(auth, body.ids)),
);
