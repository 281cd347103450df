import { idParamSchema } from '@salesflow/shared/text/id-param';
import { json } from '../../platform/http/http-result';
import { route } from '../../platform/http/route';
import { getContact } from '../contacts/contacts.service';
import { toDeal } from './deal.entity';
import { listContactDeals } from './deals.repository';

/** GET /api/contacts/{id}/deals: the contact's deals, newest first. */
export const handler = route({ params: idParamSchema }, async ({ auth, params }) => {
  await getContact(auth, params.id);
  const deals = await listContactDeals(auth.organizationId, params.id);
  return json(200, deals.map(toDeal));
});
