import Box from '@mui/material/Box';
import { PieChart } from '@mui/x-charts/PieChart';
import type { SourceFigure } from '@salesflow/shared/reports/report';
import { formatReportPercent } from '@salesflow/shared/reports/report-labels';
import { sourceColor } from '../utils/report-colors';
import { formatCount, wordsLabel } from '../utils/report-labels';

export interface SourcesDonutProps {
  sources: readonly SourceFigure[];
}

/** The sources' shares as a donut; the bars beside it are its legend (same colours). */
export const SourcesDonut = ({ sources }: SourcesDonutProps) => (
  <Box role="figure" aria-label="Contacts by source, donut chart" sx={{ minWidth: 0 }}>
    <PieChart
      height={200}
      hideLegend
      series={[
        {
          data: sources.map((s, rank) => ({
            id: s.source,
            value: s.count,
            label: wordsLabel(s.source),
            color: sourceColor(s.source, rank),
          })),
          innerRadius: '55%',
          paddingAngle: 1,
          cornerRadius: 3,
          valueFormatter: (item, { dataIndex }) =>
            `${formatCount(item.value)} (${formatReportPercent(sources[dataIndex]?.percent ?? 0)})`,
        },
      ]}
    />
  </Box>
);
