import { trashQuerySchema } from '@salesflow/shared/contacts/contact-trash';
import { json } from '../../platform/http/http-result';
import { route } from '../../platform/http/route';
import { listTrash } from './contact-trash.service';

/** GET /api/trash: the deleted contacts the caller sees, newest deleted first, for 30 days. */
export const handler = route({ query: trashQuerySchema }, async ({ auth, query }) =>
  json(200, await listTrash(auth, query)),
);
