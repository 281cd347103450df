import type { AdminOverview } from '@salesflow/shared/admin/admin.schema';
import { formatPercent } from '@salesflow/shared/metrics/trend';
import { FigureBars, widthOf } from '../../../components/figure-bars';
import { PanelCard } from '../../../components/panel-card';
import { countLabel, planLabel } from '../utils/admin-labels';

/** Trial, then the paid plans from the smallest: the colour says the plan, whatever its rank. */
const PLAN_COLORS: Record<string, string> = {
  trial: '#0284c7',
  basic: '#64748b',
  starter: '#4f46e5',
  professional: '#7c3aed',
  enterprise: '#16a34a',
};

export interface PlanDistributionProps {
  plans: AdminOverview['planDistribution'];
}

/** Accounts by plan, each with its count and share. */
export const PlanDistribution = ({ plans }: PlanDistributionProps) => {
  const most = Math.max(0, ...plans.map((p) => p.accounts));
  return (
    <PanelCard title="Plan Distribution" empty={plans.every((p) => p.accounts === 0)}>
      <FigureBars
        bars={plans.map((p) => ({
          key: p.plan,
          label: planLabel(p.plan),
          figure: `${countLabel(p.accounts, 'account')} (${formatPercent(p.percent)})`,
          width: widthOf(p.accounts, most),
          color: PLAN_COLORS[p.plan] ?? '#4f46e5',
        }))}
      />
    </PanelCard>
  );
};
