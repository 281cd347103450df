import { member, type RouteDefinition } from '../../platform/http/route-table';

/** The Reports page, from the report counters. */
export const reportsRoutes: readonly RouteDefinition[] = [
  member('GET', '/api/reports', 'reports/get-report'),
];
