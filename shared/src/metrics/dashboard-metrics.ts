import { activeCount, type OrgStats, percentChange, ratioPercent } from './org-stats';

/** GET /api/dashboard/metrics (spec section 3). Changes are percent, this month against last. */
export interface DashboardMetrics {
  totalLeads: number;
  totalLeadsChange: number;
  activeDeals: number;
  activeDealsChange: number;
  revenue: number;
  revenueChange: number;
  conversionRate: number;
  conversionRateChange: number;
}

/** Conversion rate = won deals / total contacts (document 2, section 9). */
export const dashboardMetrics = (s: OrgStats): DashboardMetrics => {
  const m = s.thisMonth;
  const conversionNow = ratioPercent(s.stageCounts.won, s.contacts);
  const conversionBefore = ratioPercent(s.stageCounts.won - m.wonCount, s.contacts - m.contacts);
  return {
    totalLeads: s.contacts,
    totalLeadsChange: percentChange(s.contacts, m.contacts),
    activeDeals: activeCount(s),
    activeDealsChange: percentChange(activeCount(s), m.activeCount),
    revenue: s.stageCents.won / 100,
    revenueChange: percentChange(s.stageCents.won, m.wonCents),
    conversionRate: conversionNow,
    conversionRateChange: percentChange(conversionNow, conversionNow - conversionBefore),
  };
};
