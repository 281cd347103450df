import { idParamSchema } from '@salesflow/shared/text/id-param';
import { noContent } from '../../platform/http/http-result';
import { route } from '../../platform/http/route';
import { deleteEmailTemplate } from './email-templates.service';

/** DELETE /api/email-templates/{id} */
export const handler = route({ params: idParamSchema }, async ({ auth, params }) => {
  await deleteEmailTemplate(auth, params.id);
  return noContent();
});
