import { json } from '../../platform/http/http-result';
import { route } from '../../platform/http/route';
import { weeklyReportEmailOf } from './report-emails.service';

/** GET /api/reports/weekly-email: the caller's own weekly report email in this organization. */
export const handler = route({}, async ({ auth }) => json(200, await weeklyReportEmailOf(auth)));
