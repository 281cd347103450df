import { adminAnalyticsQuerySchema } from '@salesflow/shared/admin/admin.schema';
import { json } from '../../platform/http/http-result';
import { route } from '../../platform/http/route';
import { adminAnalytics } from './admin.service';

/** GET /api/admin/analytics?range= (platform operators): signups, revenue, AI calls over time. */
export const handler = route({ query: adminAnalyticsQuerySchema }, async ({ query }) =>
  json(200, await adminAnalytics(query.range)),
);
