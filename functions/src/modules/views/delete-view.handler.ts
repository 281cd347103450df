import { idParamSchema } from '@salesflow/shared/text/id-param';
import { noContent } from '../../platform/http/http-result';
import { route } from '../../platform/http/route';
import { deleteView } from './views.service';

/** DELETE /api/views/{id} */
export const handler = route({ params: idParamSchema }, async ({ auth, params }) => {
  await deleteView(auth, params.id);
  return noContent();
});
