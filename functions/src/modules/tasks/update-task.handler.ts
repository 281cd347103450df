import { taskPatchSchema } from '@salesflow/shared/tasks/task.schema';
import { idParamSchema } from '@salesflow/shared/text/id-param';
import { json } from '../../platform/http/http-result';
import { route } from '../../platform/http/route';
import { updateTask } from './tasks.service';

/** PUT /api/tasks/{id}: the fields sent change; `{ "done": true }` completes it. */
export const handler = route(
  { params: idParamSchema, body: taskPatchSchema },
  async ({ auth, params, body }) => json(200, await updateTask(auth, params.id, body)),
);
