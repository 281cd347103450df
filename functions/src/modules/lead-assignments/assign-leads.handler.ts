import { assignLeadsSchema } from '@salesflow/shared/teams/assignment.schema';
import { json } from '../../platform/http/http-result';
import { route } from '../../platform/http/route';
import { assignLeads } from './assignments.service';

/** POST /api/team/assign-leads: a selection of leads to one member; each answers for itself. */
export const handler = route({ body: assignLeadsSchema }, async ({ auth, body }) =>
  json(200, await assignLeads(auth, body)),
);
