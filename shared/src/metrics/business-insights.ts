import type { AiInsight } from './insights';

/** The three derived insights of the analytics panel (document 1, section 9), in this order. */
export const BUSINESS_INSIGHT_KINDS = ['leadQuality', 'winRate', 'dealSize'] as const;
export type BusinessInsightKind = (typeof BUSINESS_INSIGHT_KINDS)[number];

export interface BusinessInsight {
  kind: BusinessInsightKind;
  /** Null while there is not enough data for the rule (no leads, no closed or won deals). */
  insight: AiInsight | null;
}

export const businessInsights = (insights: readonly AiInsight[]): BusinessInsight[] =>
  BUSINESS_INSIGHT_KINDS.map((kind) => ({
    kind,
    insight: insights.find((insight) => insight.kind === kind) ?? null,
  }));
