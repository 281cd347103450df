import Box from '@mui/material/Box';
import { BarChart } from '@mui/x-charts/BarChart';
import { LineChart } from '@mui/x-charts/LineChart';
import { valueAxis } from '../../../lib/chart-axis';
import { useIsMobile } from '../../../lib/use-is-mobile';
import {
  type AnalyticsChart as AnalyticsChartSpec,
  type AnalyticsPoint,
  chartValue,
  formatChartValue,
} from '../utils/analytics-series';

export interface AnalyticsChartProps {
  chart: AnalyticsChartSpec;
  labels: readonly string[];
  points: readonly AnalyticsPoint[];
}

/** One figure (or two) per period, as bars or lines, as wide as its card. */
export const AnalyticsChart = ({ chart, labels, points }: AnalyticsChartProps) => {
  const isMobile = useIsMobile();
  const yAxis = [valueAxis(chart.money, chart.money ? 56 : 36)];
  const series = chart.series.map((s) => ({
    id: s.figure,
    label: s.label,
    color: s.color,
    data: points.map((point) => chartValue(chart, point[s.figure])),
    valueFormatter: (value: number | null) => formatChartValue(chart, value),
  }));
  const common = {
    height: isMobile ? 220 : 260,
    grid: { horizontal: true },
    margin: { left: 4, right: 8 },
    yAxis,
    hideLegend: chart.series.length < 2,
    slotProps: {
      legend: {
        direction: 'horizontal' as const,
        position: { vertical: 'top' as const, horizontal: 'start' as const },
      },
    },
  };
  const tick = { tickLabelStyle: { fontSize: 11 } };
  return (
    <Box role="figure" aria-label={`${chart.title}, by period`} sx={{ minWidth: 0 }}>
      {chart.kind === 'bar' ? (
        <BarChart
          {...common}
          xAxis={[{ scaleType: 'band', data: [...labels], ...tick }]}
          series={series}
        />
      ) : (
        <LineChart
          {...common}
          xAxis={[{ scaleType: 'point', data: [...labels], ...tick }]}
          series={series.map((s) => ({
            ...s,
            curve: 'linear' as const,
            showMark: points.length <= 14,
          }))}
        />
      )}
    </Box>
  );
};
