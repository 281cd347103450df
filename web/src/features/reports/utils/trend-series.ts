import type { TrendPoint } from '@salesflow/shared/reports/report';
import type { ReportType } from '@salesflow/shared/reports/report-query';

type TrendFigure = Exclude<keyof TrendPoint, 'from' | 'to'>;

export interface TrendSeries {
  figure: TrendFigure;
  label: string;
  color: string;
  /** US dollars: its own axis on the left, "$1,200" in the tooltip. */
  money?: boolean;
}

/** What each report type draws over time; the first series is read on the left axis. */
export const TREND_SERIES: Record<ReportType, readonly TrendSeries[]> = {
  overview: [],
  sales: [
    { figure: 'revenue', label: 'Revenue', color: '#4f46e5', money: true },
    { figure: 'won', label: 'Won Deals', color: '#16a34a' },
  ],
  leads: [{ figure: 'newContacts', label: 'New Contacts', color: '#4f46e5' }],
  calls: [
    { figure: 'calls', label: 'Calls', color: '#4f46e5' },
    { figure: 'successfulCalls', label: 'Successful', color: '#16a34a' },
  ],
};

/** Nothing happened in the range: every figure drawn is zero. */
export const isFlatTrend = (points: readonly TrendPoint[], series: readonly TrendSeries[]) =>
  points.every((point) => series.every(({ figure }) => point[figure] === 0));
