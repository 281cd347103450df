import { percentChange } from './figure-definitions';
import { activeCents, type OrgStats } from './org-stats';

/** The analytics panel: four stat cards with trends (null: "—", nothing last month), and the revenue forecast. */
export interface AnalyticsSummary {
  totalPipeline: number;
  totalPipelineChange: number | null;
  qualifiedLeads: number;
  qualifiedLeadsChange: number | null;
  projectedRevenue: number;
  projectedRevenueChange: number | null;
  activeContacts: number;
  activeContactsChange: number | null;
  forecast: {
    wonThisMonth: number;
    /**
     * Open deals expected to close this quarter (their expected close date, in the organization's
     * time zone), value × probability / 100. Deals without a close date are not in it.
     */
    projectedThisQuarter: number;
    totalPipeline: number;
  };
}

export const analyticsSummary = (s: OrgStats): AnalyticsSummary => {
  const m = s.thisMonth;
  const pipeline = activeCents(s);
  return {
    totalPipeline: pipeline / 100,
    totalPipelineChange: percentChange(pipeline, m.activeCents),
    qualifiedLeads: s.qualified,
    qualifiedLeadsChange: percentChange(s.qualified, m.qualified),
    projectedRevenue: s.weighted / 10_000,
    projectedRevenueChange: percentChange(s.weighted, m.weighted),
    activeContacts: s.contacts,
    activeContactsChange: percentChange(s.contacts, m.contacts),
    forecast: {
      wonThisMonth: m.wonInCents / 100,
      projectedThisQuarter: s.quarterWeighted / 10_000,
      totalPipeline: pipeline / 100,
    },
  };
};
