import { BUSINESS_INSIGHT_KINDS } from './business-insights';
import {
  bestSourceInsight,
  hotLeadsWaitingInsight,
  pastDueDealsInsight,
} from './follow-up-insights';
import type { FollowUps } from './follow-ups';
import { type AiInsight, computeInsights, type InsightKind } from './insights';
import type { OrgStats } from './org-stats';

/** Insights on the dashboard's AI Insights card (document 1, section 9). */
export const DASHBOARD_INSIGHTS = 3;

/**
 * The order of GET /api/ai-insights: what can be acted on now first (deals already late, leads
 * going cold, where new leads come from), then the forecast and first steps, then the analytics
 * panel's three, which that panel picks by kind.
 */
export const INSIGHT_PRIORITY: readonly InsightKind[] = [
  'pastDueDeals',
  'hotLeadsWaiting',
  'bestSource',
  'pipeline',
  'gettingStarted',
  'leadQuality',
  'winRate',
  'dealSize',
];

const rank = (insight: AiInsight) => {
  const index = INSIGHT_PRIORITY.indexOf(insight.kind);
  return index === -1 ? INSIGHT_PRIORITY.length : index;
};

/** Every insight the organization's figures and follow-ups give, most actionable first. */
export const allInsights = (stats: OrgStats, followUps: FollowUps): AiInsight[] =>
  [
    pastDueDealsInsight(followUps.pastDueDeals),
    hotLeadsWaitingInsight(followUps.hotLeads, followUps.now),
    bestSourceInsight(followUps.newLeadsBySource),
    ...computeInsights(stats),
  ]
    .filter((insight): insight is AiInsight => insight !== null)
    .sort((a, b) => rank(a) - rank(b));

const panelKinds: readonly string[] = BUSINESS_INSIGHT_KINDS;

/**
 * The card's insights: the first three that the analytics panel below it does not already show
 * (it shows lead quality, win rate and deal size), so the dashboard never says a thing twice.
 */
export const cardInsights = (insights: readonly AiInsight[]): AiInsight[] =>
  insights.filter((insight) => !panelKinds.includes(insight.kind)).slice(0, DASHBOARD_INSIGHTS);
