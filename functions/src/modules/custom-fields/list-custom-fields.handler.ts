import { customFieldListQuerySchema } from '@salesflow/shared/custom-fields/custom-field.schema';
import { json } from '../../platform/http/http-result';
import { route } from '../../platform/http/route';
import { listCustomFields } from './custom-fields.service';

/** GET /api/custom-fields[?entity=contact|deal]: the organization's fields, in the order made. */
export const handler = route({ query: customFieldListQuerySchema }, async ({ auth, query }) =>
  json(200, await listCustomFields(auth, query.entity)),
);
