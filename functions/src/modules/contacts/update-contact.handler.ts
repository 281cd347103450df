import { contactInputSchema, idParamSchema } from '@salesflow/shared/contacts/contact.schema';
import { json } from '../../platform/http/http-result';
import { route } from '../../platform/http/route';
import { updateContact } from './contacts.service';

/** PUT /api/contacts/{id} */
export const handler = route(
  { access: 'user', params: idParamSchema, body: contactInputSchema },
  async ({ auth, params, body }) => json(200, await updateContact(auth, params.id, body)),
);
