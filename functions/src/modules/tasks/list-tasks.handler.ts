import { taskListQuerySchema } from '@salesflow/shared/tasks/task.schema';
import { json } from '../../platform/http/http-result';
import { route } from '../../platform/http/route';
import { listTasks } from './tasks.service';

/** GET /api/tasks?due=overdue|today|upcoming&status=open|done&assignedTo=me|<id>&contactId= */
export const handler = route({ query: taskListQuerySchema }, async ({ auth, query }) =>
  json(200, await listTasks(auth, query)),
);
