import { idParamSchema } from '@salesflow/shared/text/id-param';
import { json } from '../../platform/http/http-result';
import { route } from '../../platform/http/route';
import { contactDeals } from './deals.service';

/** GET /api/contacts/{id}/deals: the contact's deals, newest first. */
export const handler = route({ params: idParamSchema }, async ({ auth, params }) =>
  json(200, await contactDeals(auth, params.id)),
);
