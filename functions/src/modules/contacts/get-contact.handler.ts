import { idParamSchema } from '@salesflow/shared/text/id-param';
import { json } from '../../platform/http/http-result';
import { route } from '../../platform/http/route';
import { getContact } from './contacts.service';

/** GET /api/contacts/{id}: one contact of the caller's organization. */
export const handler = route({ params: idParamSchema }, async ({ auth, params }) =>
  json(200, await getContact(auth, params.id)),
);
