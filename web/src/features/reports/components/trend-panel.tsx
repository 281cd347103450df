import type { Report } from '@salesflow/shared/reports/report';
import type { ReportType } from '@salesflow/shared/reports/report-query';
import { PanelCard } from '../../../components/panel-card';
import { isFlatTrend, TREND_SERIES } from '../utils/trend-series';
import { TrendChart } from './trend-chart';

export interface TrendPanelProps {
  title: string;
  type: ReportType;
  report: Report;
}

/** The type's figures over the range, by day, week or month; a message when all were zero. */
export const TrendPanel = ({ title, type, report }: TrendPanelProps) => {
  const series = TREND_SERIES[type];
  return (
    <PanelCard title={title} empty={isFlatTrend(report.trend, series)}>
      <TrendChart
        label={`${title}, by ${report.granularity}`}
        points={report.trend}
        granularity={report.granularity}
        series={series}
      />
    </PanelCard>
  );
};
