import type { AdminOverview } from '@salesflow/shared/admin/admin.schema';
import { formatPercent } from '@salesflow/shared/metrics/trend';
import type { FigureCard } from '../components/figure-cards';
import { countLabel, formatCents, formatCount } from './admin-labels';

/** The Overview's six headline figures. */
export const overviewCards = (overview: AdminOverview): FigureCard[] => [
  {
    label: 'Total Users',
    value: formatCount(overview.totalUsers),
    caption: `in ${countLabel(overview.totalAccounts, 'account')}`,
  },
  {
    label: 'Monthly Recurring Revenue',
    value: formatCents(overview.monthlyRecurringRevenueCents),
    caption: 'from active subscriptions',
  },
  {
    label: 'Active Subscriptions',
    value: formatCount(overview.activeSubscriptions),
    caption: `${formatPercent(overview.conversionRate)} conversion`,
  },
  {
    label: 'Churn Rate',
    value: formatPercent(overview.churnRate),
    caption: 'ended in the last 30 days',
  },
  {
    label: 'Average Revenue per Account',
    value: formatCents(overview.averageRevenuePerAccountCents),
    caption: 'MRR per active subscription',
  },
  {
    label: 'Total Revenue',
    value: formatCents(overview.totalRevenueCents),
    caption: 'captured less refunds',
  },
];
