import { customFieldIdSchema } from '@salesflow/shared/custom-fields/custom-field.schema';
import { noContent } from '../../platform/http/http-result';
import { route } from '../../platform/http/route';
import { deleteCustomField } from './custom-fields.service';

/** DELETE /api/custom-fields/{id} (admins). */
export const handler = route({ params: customFieldIdSchema }, async ({ auth, params }) => {
  await deleteCustomField(auth, params.id);
  return noContent();
});
