import type { StageTime } from '@salesflow/shared/reports/report';
import { FigureBars, widthOf } from '../../../components/figure-bars';
import { PanelCard } from '../../../components/panel-card';
import { STAGE_COLORS } from '../../../lib/stage-colors';
import { countLabel, formatDays, wordsLabel } from '../utils/report-labels';

export interface TimeInStagePanelProps {
  title: string;
  stages: readonly StageTime[];
}

/** Average days a deal stayed in each open stage, over the deals that moved on in the range. */
export const TimeInStagePanel = ({ title, stages }: TimeInStagePanelProps) => {
  const max = Math.max(0, ...stages.map((s) => s.averageDays ?? 0));
  return (
    <PanelCard title={title}>
      <FigureBars
        bars={stages.map((s) => ({
          key: s.stage,
          label: wordsLabel(s.stage),
          figure: formatDays(s.averageDays),
          width: widthOf(s.averageDays ?? 0, max),
          color: STAGE_COLORS[s.stage],
          note: `${countLabel(s.exits, 'deal')} moved on`,
        }))}
      />
    </PanelCard>
  );
};
