import { contactBulkSchema } from '@salesflow/shared/contacts/contact-bulk.schema';
import { json } from '../../platform/http/http-result';
import { route } from '../../platform/http/route';
import { runContactBulk } from './contact-bulk.service';

/** POST /api/contacts/bulk: one action on up to 200 contacts; each answers for itself. */
export const handler = route({ body: contactBulkSchema }, async ({ auth, body }) =>
  json(200, await runContactBulk(auth, body)),
);
