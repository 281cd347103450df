import { todayIn } from '@salesflow/shared/dates/calendar-date';
import { DEAL_STAGES } from '@salesflow/shared/deals/deal.schema';
import { analyticsSummary } from '@salesflow/shared/metrics/analytics';
import { dashboardMetrics } from '@salesflow/shared/metrics/dashboard-metrics';
import type { DealSummary } from '@salesflow/shared/metrics/deal-summary';
import { computeInsights } from '@salesflow/shared/metrics/insights';
import {
  activeCents,
  activeCount,
  emptyMonth,
  type OrgStats,
} from '@salesflow/shared/metrics/org-stats';
import type { AuthContext } from '../../platform/auth/session';
import { monthKey } from '../../platform/data/month-key';
import { contactFigures } from '../contacts/contacts.service';
import { dealCounters } from '../deals/deals.service';

/** The organization's figures from the contact and deal counters: 19 item reads in all. */
const stats = async (auth: AuthContext): Promise<OrgStats> => {
  const now = new Date();
  const month = monthKey(now, auth.timezone);
  const [contacts, deals] = await Promise.all([
    contactFigures(auth.organizationId, month),
    dealCounters(auth.organizationId, month, todayIn(auth.timezone, now)),
  ]);
  const thisMonth = emptyMonth();
  for (const field of Object.keys(thisMonth) as (keyof typeof thisMonth)[]) {
    thisMonth[field] = deals.month[field] ?? 0;
  }
  thisMonth.contacts = contacts.thisMonth.contacts;
  thisMonth.qualified = contacts.thisMonth.qualified;
  return {
    contacts: contacts.contacts,
    qualified: contacts.qualified,
    stageCounts: deals.stageCounts,
    stageCents: deals.stageCents,
    weighted: deals.weighted,
    thisMonth,
    quarterWeighted: deals.quarterWeighted,
  };
};

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
