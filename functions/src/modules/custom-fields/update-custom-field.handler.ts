import {
  customFieldIdSchema,
  customFieldUpdateSchema,
} from '@salesflow/shared/custom-fields/custom-field.schema';
import { json } from '../../platform/http/http-result';
import { route } from '../../platform/http/route';
import { updateCustomField } from './custom-fields.service';

/** PUT /api/custom-fields/{id}: `{ label?, options? }` (admins). */
export const handler = route(
  { params: customFieldIdSchema, body: customFieldUpdateSchema },
  async ({ auth, params, body }) => json(200, await updateCustomField(auth, params.id, body)),
);
