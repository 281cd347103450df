import { idParamSchema } from '@salesflow/shared/text/id-param';
import { noContent } from '../../platform/http/http-result';
import { route } from '../../platform/http/route';
import { deleteContact } from './contacts.service';

/** DELETE /api/contacts/{id} */
export const handler = route({ params: idParamSchema }, async ({ auth, params }) => {
  await deleteContact(auth, params.id);
  return noContent();
});
