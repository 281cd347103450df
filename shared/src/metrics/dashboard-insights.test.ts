import { describe, expect, it } from 'vitest';
import { BUSINESS_INSIGHT_KINDS } from './business-insights';
import { allInsights, cardInsights, INSIGHT_PRIORITY } from './dashboard-insights';
import type { FollowUps } from './follow-ups';
import { isAppLink } from './insight-links';
import { emptyMonth, type OrgStats } from './org-stats';

const stages = (open: number, won: number, lost: number) => ({
  prospecting: open,
  qualification: 0,
  proposal: 0,
  closing: 0,
  won,
  lost,
});

const busy: OrgStats = {
  contacts: 40,
  qualified: 10,
  stageCounts: stages(3, 2, 6),
  stageCents: stages(900_000, 1_200_000, 100_000),
  weighted: 45_000_000,
  thisMonth: emptyMonth(),
  quarterWeighted: 0,
};

const followUps = (overrides: Partial<FollowUps> = {}): FollowUps => ({
  hotLeads: {
    count: 3,
    more: false,
    longest: { id: 'c1', name: 'Isha Rao', waitingSince: '2026-11-01T00:00:00.000Z' },
  },
  pastDueDeals: {
    count: 2,
    more: false,
    mostOverdue: { id: 'd1', title: 'Renewal', expectedCloseDate: '2026-11-01' },
  },
  newLeadsBySource: {
    website: 4,
    referral: 1,
    cold_call: 0,
    social_media: 0,
    event: 0,
    other: 0,
    none: 0,
  },
  now: new Date('2026-11-23T00:00:00.000Z'),
  ...overrides,
});

const none = followUps({
  hotLeads: { count: 0, more: false, longest: null },
  pastDueDeals: { count: 0, more: false, mostOverdue: null },
  newLeadsBySource: { ...followUps().newLeadsBySource, website: 0, referral: 0 },
});

describe('the dashboard insights', () => {
  it('come most actionable first, the analytics panel’s three last', () => {
    expect(allInsights(busy, followUps()).map((i) => i.kind)).toEqual([
      'pastDueDeals',
      'hotLeadsWaiting',
      'bestSource',
      'pipeline',
      'leadQuality',
      'winRate',
      'dealSize',
    ]);
    expect(INSIGHT_PRIORITY.slice(-3)).toEqual([...BUSINESS_INSIGHT_KINDS]);
  });

  it('fill the card with three the panel does not show', () => {
    expect(cardInsights(allInsights(busy, followUps())).map((i) => i.kind)).toEqual([
      'pastDueDeals',
      'hotLeadsWaiting',
      'bestSource',
    ]);
    expect(cardInsights(allInsights(busy, none)).map((i) => i.kind)).toEqual(['pipeline']);
    const onlyLeads = { ...busy, stageCounts: stages(0, 0, 0), stageCents: stages(0, 0, 0) };
    expect(cardInsights(allInsights(onlyLeads, none)).map((i) => i.kind)).toEqual([
      'gettingStarted',
    ]);
  });

  it('never put the panel’s insights on the card, whatever order they come in', () => {
    const reversed = allInsights(busy, followUps()).reverse();
    const card = cardInsights(reversed);
    expect(card).toHaveLength(3);
    for (const insight of card) expect(BUSINESS_INSIGHT_KINDS).not.toContain(insight.kind);
  });

  it('each have a type the card styles and, with an action, a screen of the app to open', () => {
    for (const insight of [...allInsights(busy, followUps()), ...allInsights(busy, none)]) {
      expect(['success', 'warning', 'info', 'error']).toContain(insight.type);
      if (insight.action) expect(isAppLink(insight.link)).toBe(true);
    }
  });
});

describe('links an insight may carry', () => {
  it('are screens of the app, never another site', () => {
    for (const link of ['/app', '/app/deals?due=past', '/app/contacts?contact=x']) {
      expect(isAppLink(link)).toBe(true);
    }
    for (const link of ['//evil.example/app', 'https://evil.example', '/apple', 'javascript:x']) {
      expect(isAppLink(link)).toBe(false);
    }
    expect(isAppLink(undefined)).toBe(false);
  });
});
