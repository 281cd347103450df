import { todayIn } from '@salesflow/shared/dates/calendar-date';
import { DEAL_STAGES } from '@salesflow/shared/deals/deal.schema';
import { analyticsSummary } from '@salesflow/shared/metrics/analytics';
import { allInsights } from '@salesflow/shared/metrics/dashboard-insights';
import { dashboardMetrics } from '@salesflow/shared/metrics/dashboard-metrics';
import type { DealSummary } from '@salesflow/shared/metrics/deal-summary';
import { FOLLOW_UP_COUNT_CAP, HOT_LEAD_WAIT_DAYS } from '@salesflow/shared/metrics/follow-ups';
import type { AiInsight } from '@salesflow/shared/metrics/insights';
import {
  activeCents,
  activeCount,
  emptyMonth,
  type OrgStats,
} from '@salesflow/shared/metrics/org-stats';
import type { AuthContext } from '../../platform/auth/session';
import { monthKey } from '../../platform/data/month-key';
import {
  contactFigures,
  hotLeadsWaitingSince,
  visibleLeadHolders,
} from '../contacts/contacts.service';
import { dealCounters, pastDueDeals } from '../deals/deals.service';

/**
 * The contact and deal counters: 19 item reads in all, whatever the number of records. A member
 * who sees only their own leads gets the figures of what they see: their holders' counters.
 */
const readFigures = async (auth: AuthContext, now: Date) => {
  const month = monthKey(now, auth.timezone);
  const holders = visibleLeadHolders(auth);
  const [contacts, deals] = await Promise.all([
    contactFigures(auth.organizationId, month, holders),
    dealCounters(auth.organizationId, month, todayIn(auth.timezone, now), holders),
  ]);
  return { contacts, deals };
};

/** The organization's figures, from its counters. */
const statsOf = ({ contacts, deals }: Awaited<ReturnType<typeof readFigures>>): OrgStats => {
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

const stats = async (auth: AuthContext) => statsOf(await readFigures(auth, new Date()));

export const getDashboardMetrics = async (auth: AuthContext) => dashboardMetrics(await stats(auth));
export const getAnalytics = async (auth: AuthContext) => analyticsSummary(await stats(auth));

/**
 * Every insight, most actionable first: the counters (two batch reads) beside the follow-ups, a
 * bounded read of the hot leads index (its 8 partitions) and of the due deals index, in parallel.
 */
export const getInsights = async (auth: AuthContext): Promise<AiInsight[]> => {
  const now = new Date();
  const waitedSince = new Date(now.getTime() - HOT_LEAD_WAIT_DAYS * 86_400_000).toISOString();
  const [figures, hotLeads, pastDue] = await Promise.all([
    readFigures(auth, now),
    hotLeadsWaitingSince(
      auth.organizationId,
      waitedSince,
      FOLLOW_UP_COUNT_CAP,
      visibleLeadHolders(auth),
    ),
    pastDueDeals(auth, FOLLOW_UP_COUNT_CAP, now),
  ]);
  return allInsights(statsOf(figures), {
    hotLeads,
    pastDueDeals: pastDue,
    newLeadsBySource: figures.contacts.thisMonth.newBySource,
    now,
  });
};

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
