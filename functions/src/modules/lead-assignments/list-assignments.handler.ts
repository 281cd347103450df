import { assignmentListQuerySchema } from '@salesflow/shared/teams/assignment.schema';
import { json } from '../../platform/http/http-result';
import { route } from '../../platform/http/route';
import { listAssignments } from './assignments.service';

/** GET /api/team/assignments: the assignments the caller may see, newest first. */
export const handler = route({ query: assignmentListQuerySchema }, async ({ auth, query }) =>
  json(200, await listAssignments(auth, query)),
);
