import type { AiInsight } from '@salesflow/shared/metrics/insights';
import { SimpleCallingPanel } from '../../../features/ai-calling/components/simple-calling-panel';
import { AnalyticsPanel } from '../../../features/analytics/components/analytics-panel';

export interface DashboardBelowFoldProps {
  insights: readonly AiInsight[] | null | undefined;
}

/**
 * What the dashboard shows below its first view: the analytics panel and the simple AI calling
 * panel. One chunk, loaded after the first screen, keeps the first screen within its budget.
 */
export const DashboardBelowFold = ({ insights }: DashboardBelowFoldProps) => (
  <>
    <AnalyticsPanel insights={insights} />
    <SimpleCallingPanel />
  </>
);
