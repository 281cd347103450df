import { viewListQuerySchema } from '@salesflow/shared/views/view.schema';
import { json } from '../../platform/http/http-result';
import { route } from '../../platform/http/route';
import { listViews } from './views.service';

/** GET /api/views?entity=contacts|deals: the team's shared views, then the caller's own. */
export const handler = route({ query: viewListQuerySchema }, async ({ auth, query }) =>
  json(200, await listViews(auth, query.entity)),
);
