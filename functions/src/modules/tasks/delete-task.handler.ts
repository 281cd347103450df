import { idParamSchema } from '@salesflow/shared/text/id-param';
import { noContent } from '../../platform/http/http-result';
import { route } from '../../platform/http/route';
import { deleteTask } from './tasks.service';

/** DELETE /api/tasks/{id} */
export const handler = route({ params: idParamSchema }, async ({ auth, params }) => {
  await deleteTask(auth, params.id);
  return noContent();
});
