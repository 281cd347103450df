import Box from '@mui/material/Box';
import type { SourceFigure } from '@salesflow/shared/reports/report';
import { formatReportPercent } from '@salesflow/shared/reports/report-labels';
import { FigureBars } from '../../../components/figure-bars';
import { PanelCard } from '../../../components/panel-card';
import { sourceColor } from '../utils/report-colors';
import { formatCount, wordsLabel } from '../utils/report-labels';
import { SourcesDonut } from './sources-donut';

export interface SourcesPanelProps {
  title: string;
  sources: readonly SourceFigure[];
  /** Also draw the shares as a donut (Lead Analytics). */
  donut?: boolean;
}

/** Contacts by Source: a bar per source with its count and percent, largest first. */
export const SourcesPanel = ({ title, sources, donut = false }: SourcesPanelProps) => {
  const bars = (
    <FigureBars
      bars={sources.map((s, rank) => ({
        key: s.source,
        label: wordsLabel(s.source),
        figure: `${formatCount(s.count)} (${formatReportPercent(s.percent)})`,
        width: s.percent,
        color: sourceColor(s.source, rank),
      }))}
    />
  );
  return (
    <PanelCard title={title} empty={sources.length === 0}>
      {donut ? (
        <Box
          sx={{
            display: 'grid',
            gap: 3,
            alignItems: 'center',
            gridTemplateColumns: { xs: 'minmax(0, 1fr)', sm: 'minmax(0, 2fr) minmax(0, 3fr)' },
          }}
        >
          <SourcesDonut sources={sources} />
          {bars}
        </Box>
      ) : (
        bars
      )}
    </PanelCard>
  );
};
