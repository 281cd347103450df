import { member, type RouteDefinition } from '../../platform/http/route-table';

/** The caller's own weekly email of a report, in this organization. */
export const reportEmailsRoutes: readonly RouteDefinition[] = [
  member('GET', '/api/reports/weekly-email', 'report-emails/get-weekly-report-email'),
  member('PUT', '/api/reports/weekly-email', 'report-emails/save-weekly-report-email'),
];
