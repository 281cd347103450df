import { ratioPercent, winRate } from './figure-definitions';
import { INSIGHT_LINKS } from './insight-links';
import { activeCents, type OrgStats } from './org-stats';

export type InsightType = 'success' | 'warning' | 'info' | 'error';

/** Which rule produced an insight, so screens can pick the ones they show. */
export type InsightKind =
  | 'pastDueDeals'
  | 'hotLeadsWaiting'
  | 'bestSource'
  | 'pipeline'
  | 'gettingStarted'
  | 'leadQuality'
  | 'winRate'
  | 'dealSize';

/** GET /api/ai-insights: one entry (spec section 3), with the screen its action opens. */
export interface AiInsight {
  kind: InsightKind;
  type: InsightType;
  title: string;
  message: string;
  /** The action's label. */
  action?: string;
  /** The app screen the action opens (see insight-links.ts); given with every action. */
  link?: string;
}

const usd = (cents: number) =>
  new Intl.NumberFormat('en-US', {
    style: 'currency',
    currency: 'USD',
    maximumFractionDigits: 0,
  }).format(cents / 100);

/** Share of qualified leads: 20% or more success, 10% or more warning, else error (section 9). */
export const leadQualityInsight = (s: OrgStats): AiInsight | null => {
  if (s.contacts === 0) return null;
  // The thresholds apply to the exact share; the message shows it rounded.
  const share = (s.qualified / s.contacts) * 100;
  const base = `${ratioPercent(s.qualified, s.contacts)}% of your ${s.contacts.toLocaleString('en-US')} leads are qualified (score 70 or more).`;
  if (share >= 20)
    return {
      kind: 'leadQuality',
      type: 'success',
      title: 'Strong lead quality',
      message: base,
      action: 'View Contacts',
      link: INSIGHT_LINKS.contacts,
    };
  if (share >= 10)
    return {
      kind: 'leadQuality',
      type: 'warning',
      title: 'Lead quality could be better',
      message: base,
      action: 'View Contacts',
      link: INSIGHT_LINKS.contacts,
    };
  return {
    kind: 'leadQuality',
    type: 'error',
    title: 'Low lead quality',
    message: `${base} Focus on lead scoring and qualification criteria`,
    action: 'View Contacts',
    link: INSIGHT_LINKS.contacts,
  };
};

/** Win rate = won / (won + lost): 25% or more success, 15% or more warning, else error. */
export const winRateInsight = (s: OrgStats): AiInsight | null => {
  const closed = s.stageCounts.won + s.stageCounts.lost;
  if (closed === 0) return null;
  const rate = (s.stageCounts.won / closed) * 100;
  const base = `You won ${s.stageCounts.won} of ${closed} closed deals (${winRate(s.stageCounts.won, s.stageCounts.lost)}% win rate).`;
  if (rate >= 25)
    return {
      kind: 'winRate',
      type: 'success',
      title: 'Healthy win rate',
      message: base,
      action: 'View Deals',
      link: INSIGHT_LINKS.deals,
    };
  if (rate >= 15)
    return {
      kind: 'winRate',
      type: 'warning',
      title: 'Win rate needs attention',
      message: base,
      action: 'View Deals',
      link: INSIGHT_LINKS.deals,
    };
  return {
    kind: 'winRate',
    type: 'error',
    title: 'Low win rate',
    message: `${base} Review sales process and objection handling`,
    action: 'View Deals',
    link: INSIGHT_LINKS.deals,
  };
};

/** Average won deal: 5000 or more success, else info with the upselling advice. */
export const dealSizeInsight = (s: OrgStats): AiInsight | null => {
  if (s.stageCounts.won === 0) return null;
  const average = s.stageCents.won / s.stageCounts.won;
  const base = `Your average won deal is ${usd(average)}.`;
  if (average >= 500_000)
    return { kind: 'dealSize', type: 'success', title: 'Large average deal size', message: base };
  return {
    kind: 'dealSize',
    type: 'info',
    title: 'Average deal size',
    message: `${base} Consider upselling opportunities`,
  };
};

/** Open deals and what they are likely worth, to nudge follow-up. */
export const pipelineInsight = (s: OrgStats): AiInsight | null => {
  const open = activeCents(s);
  if (open === 0) return null;
  return {
    kind: 'pipeline',
    type: 'info',
    title: 'Pipeline forecast',
    message: `${usd(open)} is open in the pipeline; weighted by probability it is worth ${usd(s.weighted / 100)}.`,
    action: 'Open Pipeline',
    link: INSIGHT_LINKS.pipeline,
  };
};

/** What to do first when the workspace is new. */
export const gettingStartedInsight = (s: OrgStats): AiInsight | null => {
  if (s.contacts > 0 && activeCents(s) + s.stageCounts.won + s.stageCounts.lost > 0) return null;
  if (s.contacts === 0) return null;
  return {
    kind: 'gettingStarted',
    type: 'info',
    title: 'Turn leads into deals',
    message: `You have ${s.contacts.toLocaleString('en-US')} leads and no deals yet. Create a deal for your hottest lead.`,
    action: 'Create Deal',
    link: INSIGHT_LINKS.deals,
  };
};

export const computeInsights = (s: OrgStats): AiInsight[] =>
  [
    leadQualityInsight(s),
    winRateInsight(s),
    dealSizeInsight(s),
    pipelineInsight(s),
    gettingStartedInsight(s),
  ].filter((i): i is AiInsight => i !== null);
