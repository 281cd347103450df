import type { CallFigures } from '@salesflow/shared/reports/report';
import { formatReportPercent } from '@salesflow/shared/reports/report-labels';
import { FigureBars } from '../../../components/figure-bars';
import { PanelCard } from '../../../components/panel-card';
import { outcomeColor } from '../utils/report-colors';
import { formatCount, percentOf, wordsLabel } from '../utils/report-labels';

export interface OutcomesPanelProps {
  title: string;
  calls: CallFigures;
}

/** The range's calls by outcome (Pending: no outcome yet), with each one's share. */
export const OutcomesPanel = ({ title, calls }: OutcomesPanelProps) => (
  <PanelCard title={title} empty={calls.total === 0}>
    <FigureBars
      bars={calls.byOutcome.map((o) => {
        const share = percentOf(o.count, calls.total);
        return {
          key: o.outcome,
          label: wordsLabel(o.outcome),
          figure: `${formatCount(o.count)} (${formatReportPercent(share)})`,
          width: share,
          color: outcomeColor(o.outcome),
        };
      })}
    />
  </PanelCard>
);
