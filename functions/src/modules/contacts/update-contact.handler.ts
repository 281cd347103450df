import { contactUpdateSchema } from '@salesflow/shared/contacts/contact.schema';
import { idParamSchema } from '@salesflow/shared/text/id-param';
import { json } from '../../platform/http/http-result';
import { route } from '../../platform/http/route';
import { updateContact } from './contacts.service';

/** PUT /api/contacts/{id} */
export const handler = route(
  { params: idParamSchema, body: contactUpdateSchema },
  async ({ auth, params, body }) => json(200, await updateContact(auth, params.id, body)),
);
