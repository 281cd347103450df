import { viewInputSchema } from '@salesflow/shared/views/view.schema';
import { json } from '../../platform/http/http-result';
import { route } from '../../platform/http/route';
import { createView } from './views.service';

/** POST /api/views */
export const handler = route({ body: viewInputSchema }, async ({ auth, body }) =>
  json(201, await createView(auth, body)),
);
