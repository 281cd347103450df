import type { FunnelStep } from '@salesflow/shared/reports/report';
import { formatReportPercent } from '@salesflow/shared/reports/report-labels';
import { FigureBars, widthOf } from '../../../components/figure-bars';
import { PanelCard } from '../../../components/panel-card';
import { STAGE_COLORS } from '../../../lib/stage-colors';
import { formatCount, wordsLabel } from '../utils/report-labels';

const LEADS_COLOR = '#4f46e5';

export interface FunnelPanelProps {
  title: string;
  funnel: readonly FunnelStep[];
}

/** Leads → Prospecting → … → Won: how many reached each step, and what share of the step before. */
export const FunnelPanel = ({ title, funnel }: FunnelPanelProps) => {
  const max = Math.max(0, ...funnel.map((s) => s.count));
  return (
    <PanelCard title={title} empty={max === 0}>
      <FigureBars
        bars={funnel.map((step, i) => {
          const before = funnel[i - 1];
          return {
            key: step.step,
            label: wordsLabel(step.step),
            figure: formatCount(step.count),
            width: widthOf(step.count, max),
            color: step.step === 'leads' ? LEADS_COLOR : STAGE_COLORS[step.step],
            note:
              step.conversion === null || !before
                ? undefined
                : `${formatReportPercent(step.conversion)} of ${wordsLabel(before.step)}`,
          };
        })}
      />
    </PanelCard>
  );
};
