import { isAppLink } from '@salesflow/shared/metrics/insight-links';
import type { AiInsight } from '@salesflow/shared/metrics/insights';

/**
 * The screen an insight's action opens: the link the server sent with it, if it is a screen of
 * this app (never another site, whatever a response says); otherwise the label is shown as text.
 */
export const insightActionPath = (insight: Pick<AiInsight, 'link'>): string | null =>
  isAppLink(insight.link) ? insight.link : null;
