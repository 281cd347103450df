import { reportQuerySchema } from '@salesflow/shared/reports/report-query';
import { json } from '../../platform/http/http-result';
import { route } from '../../platform/http/route';
import { getReport } from './reports.service';

/** GET /api/reports?type=&range=: a report from the per-day counters, never every record. */
export const handler = route({ query: reportQuerySchema }, async ({ auth, query }) =>
  json(200, await getReport(auth, query)),
);
