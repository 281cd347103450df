import Box from '@mui/material/Box';
import { LineChart } from '@mui/x-charts/LineChart';
import { formatUsd } from '@salesflow/shared/money/money';
import type { TrendPoint } from '@salesflow/shared/reports/report';
import type { Granularity } from '@salesflow/shared/reports/report-calendar';
import { valueAxis } from '../../../lib/chart-axis';
import { useIsMobile } from '../../../lib/use-is-mobile';
import { bucketLabel, formatCount } from '../utils/report-labels';
import type { TrendSeries } from '../utils/trend-series';

export interface TrendChartProps {
  /** What the chart shows, for screen readers. */
  label: string;
  points: readonly TrendPoint[];
  granularity: Granularity;
  series: readonly TrendSeries[];
}

/**
 * Figures over the range, one line per series, as wide as its panel. Money gets the left axis
 * and a count beside it the right one (revenue and won deals differ by thousands).
 */
export const TrendChart = ({ label, points, granularity, series }: TrendChartProps) => {
  const isMobile = useIsMobile();
  const dualAxis = series.some((s) => s.money) && series.length > 1;
  const axisOf = (s: TrendSeries) => (dualAxis && !s.money ? 'counts' : 'main');
  const mainIsMoney = series[0]?.money === true;
  return (
    <Box role="figure" aria-label={label} sx={{ minWidth: 0 }}>
      <LineChart
        height={isMobile ? 240 : 300}
        grid={{ horizontal: true }}
        margin={{ left: 4, right: 8 }}
        xAxis={[
          {
            scaleType: 'point',
            data: points.map((p) => bucketLabel(p, granularity)),
            tickLabelStyle: { fontSize: 11 },
          },
        ]}
        yAxis={[
          { id: 'main', ...valueAxis(mainIsMoney, mainIsMoney ? 52 : 36) },
          ...(dualAxis
            ? [{ id: 'counts', position: 'right' as const, ...valueAxis(false, 32) }]
            : []),
        ]}
        series={series.map((s) => ({
          id: s.figure,
          label: s.label,
          color: s.color,
          yAxisId: axisOf(s),
          data: points.map((p) => p[s.figure]),
          // Straight segments: a smoothed curve would dip below zero between a spike and a 0.
          curve: 'linear' as const,
          showMark: points.length <= 14,
          valueFormatter: (value: number | null) =>
            s.money ? formatUsd(value ?? 0) : formatCount(value ?? 0),
        }))}
        slotProps={{
          legend: { direction: 'horizontal', position: { vertical: 'top', horizontal: 'start' } },
        }}
      />
    </Box>
  );
};
