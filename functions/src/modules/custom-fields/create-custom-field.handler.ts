import { customFieldInputSchema } from '@salesflow/shared/custom-fields/custom-field.schema';
import { json } from '../../platform/http/http-result';
import { route } from '../../platform/http/route';
import { createCustomField } from './custom-fields.service';

/** POST /api/custom-fields: `{ entity, key, label, type, options? }` (admins). */
export const handler = route({ body: customFieldInputSchema }, async ({ auth, body }) =>
  json(201, await createCustomField(auth, body)),
);
