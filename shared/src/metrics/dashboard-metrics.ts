import { conversionRate, percentChange } from './figure-definitions';
import { activeCount, type OrgStats } from './org-stats';

/**
 * GET /api/dashboard/metrics (spec section 3), each figure as figure-definitions.ts defines it.
 * Changes are percent, this month against last; null ("—") when last month had nothing.
 */
export interface DashboardMetrics {
  totalLeads: number;
  totalLeadsChange: number | null;
  activeDeals: number;
  activeDealsChange: number | null;
  revenue: number;
  revenueChange: number | null;
  conversionRate: number;
  conversionRateChange: number | null;
}

/** Conversion rate = won deals / total contacts (document 2, section 9). */
export const dashboardMetrics = (s: OrgStats): DashboardMetrics => {
  const m = s.thisMonth;
  const conversionNow = conversionRate(s.stageCounts.won, s.contacts);
  const conversionBefore = conversionRate(s.stageCounts.won - m.wonCount, s.contacts - m.contacts);
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
