import type { AdminAnalytics } from '@salesflow/shared/admin/admin.schema';
import { formatCents, formatCount } from './admin-labels';
import { periodLabel } from './period-label';

export type AnalyticsPoint = AdminAnalytics['points'][number];
export type AnalyticsFigure = Exclude<keyof AnalyticsPoint, 'period'>;

/** One line or set of bars: which figure, its legend label and colour. */
export interface AnalyticsSeries {
  figure: AnalyticsFigure;
  label: string;
  color: string;
}

export type ChartKind = 'bar' | 'line';

/** One chart of the Analytics tab. */
export interface AnalyticsChart {
  title: string;
  kind: ChartKind;
  /** Whether its figures are cents (shown as US dollars). */
  money: boolean;
  series: AnalyticsSeries[];
}

export const ANALYTICS_CHARTS: readonly AnalyticsChart[] = [
  {
    title: 'Signups',
    kind: 'bar',
    money: false,
    series: [{ figure: 'signups', label: 'Signups', color: '#4f46e5' }],
  },
  {
    title: 'Revenue',
    kind: 'line',
    money: true,
    series: [{ figure: 'revenueCents', label: 'Revenue', color: '#16a34a' }],
  },
  {
    title: 'AI Calls',
    kind: 'bar',
    money: false,
    series: [{ figure: 'aiCalls', label: 'AI calls', color: '#7c3aed' }],
  },
  {
    title: 'New Subscriptions vs Churned',
    kind: 'line',
    money: false,
    series: [
      { figure: 'newSubscriptions', label: 'New subscriptions', color: '#0284c7' },
      { figure: 'churned', label: 'Churned', color: '#dc2626' },
    ],
  },
];

/** Nothing to draw: no points, or every figure the chart shows is zero. */
export const isEmptyChart = (chart: AnalyticsChart, points: readonly AnalyticsPoint[]): boolean =>
  points.every((point) => chart.series.every((s) => point[s.figure] === 0));

/** The axis labels of the points, oldest first. */
export const periodLabels = (analytics: AdminAnalytics): string[] =>
  analytics.points.map((point) => periodLabel(point.period, analytics.granularity));

/** A chart's values as its axis and tooltip show them: dollars for cents, counts otherwise. */
export const chartValue = (chart: AnalyticsChart, value: number): number =>
  chart.money ? value / 100 : value;

export const formatChartValue = (chart: AnalyticsChart, value: number | null): string =>
  chart.money ? formatCents((value ?? 0) * 100) : formatCount(value ?? 0);
