import { weeklyReportEmailSchema } from '@salesflow/shared/reports/weekly-report-email.schema';
import { json } from '../../platform/http/http-result';
import { route } from '../../platform/http/route';
import { saveWeeklyReportEmail } from './report-emails.service';

/** PUT /api/reports/weekly-email: `{ enabled, type, range }`, for the caller alone. */
export const handler = route({ body: weeklyReportEmailSchema }, async ({ auth, body }) =>
  json(200, await saveWeeklyReportEmail(auth, body)),
);
