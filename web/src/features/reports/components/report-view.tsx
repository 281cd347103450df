import Box from '@mui/material/Box';
import type { Report } from '@salesflow/shared/reports/report';
import { reportCards } from '@salesflow/shared/reports/report-cards';
import type { ReportType } from '@salesflow/shared/reports/report-query';
import type { ReactNode } from 'react';
import { type PanelId, panelTitle, REPORT_PANELS } from '../utils/report-panels';
import { CallsPanel } from './calls-panel';
import { FunnelPanel } from './funnel-panel';
import { MembersPanel } from './members-panel';
import { OutcomesPanel } from './outcomes-panel';
import { ReportCardsRow } from './report-cards-row';
import { SourcesPanel } from './sources-panel';
import { StagesPanel } from './stages-panel';
import { SummaryPanel } from './summary-panel';
import { TimeInStagePanel } from './time-in-stage-panel';
import { TopSalespersonPanel } from './top-salesperson-panel';
import { TrendPanel } from './trend-panel';

const panel = (type: ReportType, id: PanelId, report: Report): ReactNode => {
  const title = panelTitle(type, id);
  switch (id) {
    case 'cards':
      return <ReportCardsRow label={title} cards={reportCards(type, report)} />;
    case 'trend':
      return <TrendPanel title={title} type={type} report={report} />;
    case 'sources':
      return <SourcesPanel title={title} sources={report.sources} donut={type === 'leads'} />;
    case 'stages':
      return <StagesPanel title={title} stages={report.stages} />;
    case 'calls':
      return <CallsPanel title={title} calls={report.calls} />;
    case 'outcomes':
      return <OutcomesPanel title={title} calls={report.calls} />;
    case 'funnel':
      return <FunnelPanel title={title} funnel={report.funnel} />;
    case 'timeInStage':
      return <TimeInStagePanel title={title} stages={report.timeInStage} />;
    case 'topSalesperson':
      return <TopSalespersonPanel title={title} leader={report.topSalesperson} />;
    case 'members':
      return <MembersPanel title={title} type={type} members={report.members} />;
    case 'summary':
      return (
        <SummaryPanel
          title={title}
          insights={report.insights}
          recommendations={report.recommendations}
        />
      );
  }
};

/** Panels that take the whole row on a wide screen; the others go two by two. */
const isWide = (type: ReportType, id: PanelId) =>
  id === 'cards' ||
  id === 'trend' ||
  id === 'topSalesperson' ||
  (id === 'members' && type === 'sales') ||
  (id === 'sources' && type === 'leads');

export const reportGridSx = {
  display: 'grid',
  gridTemplateColumns: { xs: 'minmax(0, 1fr)', lg: 'repeat(2, minmax(0, 1fr))' },
  gap: { xs: 2, sm: 3 },
  alignItems: 'start',
} as const;

export interface ReportViewProps {
  /** The type chosen: its panels show (the figures are the same whatever the type). */
  type: ReportType;
  report: Report;
}

/** The chosen report type's panels, in the order the CSV writes them. */
export const ReportView = ({ type, report }: ReportViewProps) => (
  <Box sx={reportGridSx}>
    {REPORT_PANELS[type].map((id) => (
      <Box key={id} sx={{ minWidth: 0, gridColumn: isWide(type, id) ? '1 / -1' : undefined }}>
        {panel(type, id, report)}
      </Box>
    ))}
  </Box>
);
