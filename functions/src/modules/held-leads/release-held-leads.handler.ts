import { json } from '../../platform/http/http-result';
import { route } from '../../platform/http/route';
import { releaseHeldLeads } from './held-leads.service';

/** POST /api/held-leads/release: `{ released, merged, waiting, reason }`. */
export const handler = route({}, async ({ auth }) =>
  json(200, await releaseHeldLeads(auth.organizationId)),
);
