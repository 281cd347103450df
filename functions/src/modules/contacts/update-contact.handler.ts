import { contactUpdateSchema } from '@salesflow/shared/contacts/contact.schema';
import { idParamSchema } from '@salesflow/shared/text/id-param';
import { json } from '../../platform/http/http-result';
import { route } from '../../platform/http/route';
import { updateContactWithCustomValues } from './contact-custom-values.service';

/** PUT /api/contacts/{id} */
export const handler = route(
  { params: idParamSchema, body: contactUpdateSchema },
  async ({ auth, params, body }) =>
    json(200, await updateContactWithCustomValues(auth, params.id, body)),
);
