import { taskInputSchema } from '@salesflow/shared/tasks/task.schema';
import { json } from '../../platform/http/http-result';
import { route } from '../../platform/http/route';
import { createTask } from './tasks.service';

/** POST /api/tasks */
export const handler = route({ body: taskInputSchema }, async ({ auth, body }) =>
  json(201, await createTask(auth, body)),
);
