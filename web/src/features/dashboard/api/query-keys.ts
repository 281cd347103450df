/**
 * Every dashboard query sits below `dashboardQueryKeys.all`: a mutation that changes contacts or
 * deals invalidates that one key and the metrics, insights, recent leads and analytics refresh.
 */
export const dashboardQueryKeys = {
  all: ['dashboard'] as const,
  metrics: ['dashboard', 'metrics'] as const,
  insights: ['dashboard', 'insights'] as const,
  recentLeads: ['dashboard', 'recent-leads'] as const,
  analytics: ['dashboard', 'analytics'] as const,
};
