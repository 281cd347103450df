import { formatUsd } from '@salesflow/shared/money/money';
import type { StageFigure } from '@salesflow/shared/reports/report';
import { FigureBars, widthOf } from '../../../components/figure-bars';
import { PanelCard } from '../../../components/panel-card';
import { STAGE_COLORS } from '../../../lib/stage-colors';
import { countLabel, wordsLabel } from '../utils/report-labels';

export interface StagesPanelProps {
  title: string;
  stages: readonly StageFigure[];
}

/** Deals by Stage: the range's deals by the stage they are in now, each bar in its stage colour. */
export const StagesPanel = ({ title, stages }: StagesPanelProps) => {
  const max = Math.max(0, ...stages.map((s) => s.count));
  return (
    <PanelCard title={title} empty={max === 0}>
      <FigureBars
        bars={stages.map((s) => ({
          key: s.stage,
          label: wordsLabel(s.stage),
          figure: `${countLabel(s.count, 'deal')} · ${formatUsd(s.value)}`,
          width: widthOf(s.count, max),
          color: STAGE_COLORS[s.stage],
        }))}
      />
    </PanelCard>
  );
};
