import { DEAL_STAGES } from '@salesflow/shared/deals/deal.schema';
import { analyticsSummary } from '@salesflow/shared/metrics/analytics';
import { dashboardMetrics } from '@salesflow/shared/metrics/dashboard-metrics';
import type { DealSummary } from '@salesflow/shared/metrics/deal-summary';
import { computeInsights } from '@salesflow/shared/metrics/insights';
import { activeCents, activeCount } from '@salesflow/shared/metrics/org-stats';
import type { AuthContext } from '../../platform/auth/session';
import { monthKey } from '../../platform/data/month-key';
import { readOrgStats } from './stats.repository';

const stats = (auth: AuthContext) =>
  readOrgStats(auth.organizationId, monthKey(new Date(), auth.timezone));

export const getDashboardMetrics = async (auth: AuthContext) => dashboardMetrics(await stats(auth));
export const getInsights = async (auth: AuthContext) => computeInsights(await stats(auth));
export const getAnalytics = async (auth: AuthContext) => analyticsSummary(await stats(auth));

export const getDealSummary = async (auth: AuthContext): Promise<DealSummary> => {
  const s = await stats(auth);
  return {
    totalDeals: DEAL_STAGES.reduce((sum, stage) => sum + s.stageCounts[stage], 0),
    activeDeals: activeCount(s),
    pipelineValue: activeCents(s) / 100,
    wonValue: s.stageCents.won / 100,
    byStage: Object.fromEntries(
      DEAL_STAGES.map((stage) => [
        stage,
        { count: s.stageCounts[stage], value: s.stageCents[stage] / 100 },
      ]),
    ) as DealSummary['byStage'],
  };
};
