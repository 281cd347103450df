import { idParamSchema } from '@salesflow/shared/text/id-param';
import { noContent } from '../../platform/http/http-result';
import { route } from '../../platform/http/route';
import { deleteDeal } from './deals.service';

/** DELETE /api/deals/{id} */
export const handler = route({ params: idParamSchema }, async ({ auth, params }) => {
  await deleteDeal(auth, params.id);
  return noContent();
});
