import { assignLeadSchema } from '@salesflow/shared/teams/assignment.schema';
import { json } from '../../platform/http/http-result';
import { route } from '../../platform/http/route';
import { assignLead } from './assignments.service';

/** POST /api/team/assign-lead: hands a lead to a member (or reassigns its active assignment). */
export const handler = route({ body: assignLeadSchema }, async ({ auth, body }) =>
  json(201, await assignLead(auth, body)),
);
