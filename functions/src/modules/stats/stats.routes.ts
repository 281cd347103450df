import { member, type RouteDefinition } from '../../platform/http/route-table';

/** Dashboard figures, the deal summary, insights and analytics, from the counters. */
export const statsRoutes: readonly RouteDefinition[] = [
  member('GET', '/api/deals/summary', 'stats/get-deal-summary'),
  member('GET', '/api/dashboard/metrics', 'stats/get-dashboard-metrics'),
  member('GET', '/api/ai-insights', 'stats/get-ai-insights'),
  member('GET', '/api/analytics/summary', 'stats/get-analytics-summary'),
];
