import { json } from '../../platform/http/http-result';
import { route } from '../../platform/http/route';
import { heldLeads } from './held-leads.service';

/** GET /api/held-leads: `{ count, items, reason }`. */
export const handler = route({}, async ({ auth }) => json(200, await heldLeads(auth)));
