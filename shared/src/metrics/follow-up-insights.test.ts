import { describe, expect, it } from 'vitest';
import {
  bestSourceInsight,
  hotLeadsWaitingInsight,
  pastDueDealsInsight,
} from './follow-up-insights';
import type { NewLeadsBySource } from './follow-ups';

const now = new Date('2026-11-23T12:00:00.000Z');

const sources = (counts: Partial<NewLeadsBySource>): NewLeadsBySource => ({
  website: 0,
  referral: 0,
  cold_call: 0,
  social_media: 0,
  event: 0,
  other: 0,
  none: 0,
  ...counts,
});

describe('deals past their close date', () => {
  const mostOverdue = { id: 'd1', title: 'Fleet renewal', expectedCloseDate: '2026-10-05' };

  it('says nothing when no open deal is late', () => {
    expect(pastDueDealsInsight({ count: 0, more: false, mostOverdue: null })).toBeNull();
  });

  it('names the most overdue deal and leads to the deals past their close date', () => {
    expect(pastDueDealsInsight({ count: 4, more: false, mostOverdue })).toEqual({
      kind: 'pastDueDeals',
      type: 'warning',
      title: '4 deals past their close date',
      message:
        'These open deals were expected to close before today. The most overdue is "Fleet renewal", due Oct 05, 2026.',
      action: 'Review Deals',
      link: '/app/deals?due=past',
    });
    expect(pastDueDealsInsight({ count: 1, more: false, mostOverdue })?.title).toBe(
      '1 deal past its close date',
    );
  });

  it('says 1,000+ past the cap', () => {
    expect(pastDueDealsInsight({ count: 1000, more: true, mostOverdue })?.title).toBe(
      '1,000+ deals past their close date',
    );
  });
});

describe('hot leads not contacted for a week', () => {
  const longest = { id: 'c 1', name: 'Aarav Mehta', waitingSince: '2026-11-11T09:00:00.000Z' };

  it('says nothing when no hot lead is waiting', () => {
    expect(hotLeadsWaitingInsight({ count: 0, more: false, longest: null }, now)).toBeNull();
  });

  it('counts them, names the one waiting longest and offers to call them', () => {
    expect(hotLeadsWaitingInsight({ count: 12, more: false, longest }, now)).toEqual({
      kind: 'hotLeadsWaiting',
      type: 'warning',
      title: '12 hot leads waiting',
      message:
        'No call, email, WhatsApp message or note for a week or more. Aarav Mehta has waited longest: 12 days.',
      action: 'Call Aarav Mehta',
      link: '/app/contacts?contact=c%201',
    });
  });

  it('speaks of one lead alone, says 1,000+ past the cap, keeps the label short', () => {
    expect(hotLeadsWaitingInsight({ count: 1, more: false, longest }, now)?.message).toBe(
      'Aarav Mehta has had no call, email, WhatsApp message or note for 12 days.',
    );
    expect(hotLeadsWaitingInsight({ count: 1000, more: true, longest }, now)?.title).toBe(
      '1,000+ hot leads waiting',
    );
    const long = { ...longest, name: 'Venkata Subrahmanya Lakshminarasimhan Iyer' };
    const action = hotLeadsWaitingInsight({ count: 2, more: false, longest: long }, now)?.action;
    expect(action).toBe('Call Venkata Subrahmanya Lakshminara…');
  });
});

describe('the best lead source this month', () => {
  it('needs a new lead with a source', () => {
    expect(bestSourceInsight(sources({}))).toBeNull();
    expect(bestSourceInsight(sources({ none: 5 }))).toBeNull();
  });

  it('names the source of the most new leads and its share of all of them', () => {
    expect(bestSourceInsight(sources({ referral: 3, website: 2, none: 5 }))).toEqual({
      kind: 'bestSource',
      type: 'success',
      title: 'Best lead source this month: Referral',
      message: 'Referral brought 3 of your 10 new leads this month (30%).',
      action: 'View Contacts',
      link: '/app/contacts',
    });
    expect(bestSourceInsight(sources({ cold_call: 4 }))?.message).toBe(
      'All 4 new leads this month came from Cold Call.',
    );
  });

  it('breaks a tie by the order of the source options', () => {
    expect(bestSourceInsight(sources({ event: 2, social_media: 2 }))?.title).toBe(
      'Best lead source this month: Social Media',
    );
  });
});
