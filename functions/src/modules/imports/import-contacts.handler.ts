import { contactImportSchema } from '@salesflow/shared/contacts/contact-import';
import { json } from '../../platform/http/http-result';
import { route } from '../../platform/http/route';
import { importContacts } from './pasted-import.service';

/** POST /api/contacts/import */
export const handler = route({ body: contactImportSchema }, async ({ auth, body }) =>
  json(200, await importContacts(auth, body)),
);
