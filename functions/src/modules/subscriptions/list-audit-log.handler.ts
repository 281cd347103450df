import { auditLogQuerySchema } from '@salesflow/shared/plans/subscription.schema';
import { json } from '../../platform/http/http-result';
import { route } from '../../platform/http/route';
import { auditLog } from './plan-changes.service';

/** GET /api/admin/audit-log?month=yyyy-mm (platform operators): `{ items }`, newest first. */
export const handler = route({ query: auditLogQuerySchema }, async ({ query }) =>
  json(200, { items: await auditLog(query.month ?? new Date().toISOString().slice(0, 7)) }),
);
