import { describe, expect, it } from 'vitest';
import {
  adjustmentFor,
  callOutcomeOf,
  type LeadEvidence,
  type ScoreFactorKey,
  scoreLead,
  titleSeniority,
} from './lead-score';

const NOW = new Date('2026-11-23T10:00:00.000Z');
const daysAgo = (days: number) => new Date(NOW.getTime() - days * 24 * 3600 * 1000).toISOString();

const bare: LeadEvidence = {
  phone: null,
  company: null,
  title: null,
  notes: null,
  source: null,
  createdAt: daysAgo(30),
  lastContactedAt: null,
  engagement: {},
};

const pointsOf = (evidence: Partial<LeadEvidence>, key: ScoreFactorKey) =>
  scoreLead({ ...bare, ...evidence }, NOW).factors.find((f) => f.key === key)?.points;

describe('scoreLead', () => {
  it('gives a bare, old, never contacted lead nothing, and explains each factor', () => {
    const result = scoreLead(bare, NOW);
    expect(result.score).toBe(0);
    expect(result.factors.map((f) => [f.key, f.points, f.max])).toEqual([
      ['profile', 0, 15],
      ['source', 0, 15],
      ['seniority', 0, 20],
      ['engagement', 0, 35],
      ['recency', 0, 15],
    ]);
    expect(result.factors.map((f) => f.detail)).toEqual([
      'Only name and email',
      'No source given',
      'No title given',
      'No activity or deals yet',
      'Not contacted yet (added on 2026-10-24)',
    ]);
    expect(result.version).toBe(1);
  });

  it('counts each profile field given', () => {
    expect(pointsOf({ phone: '+91 98765 43210' }, 'profile')).toBe(5);
    expect(pointsOf({ phone: '98765', company: 'Acme' }, 'profile')).toBe(9);
    expect(pointsOf({ phone: '1', company: 'A', title: 'T', notes: 'N' }, 'profile')).toBe(15);
    expect(pointsOf({ company: '   ' }, 'profile')).toBe(0);
    const detail = scoreLead({ ...bare, phone: '1', title: 'CEO' }, NOW).factors[0]?.detail;
    expect(detail).toBe('Phone and title given; no company and notes');
  });

  it('rates each source of the spec', () => {
    expect(pointsOf({ source: 'referral' }, 'source')).toBe(15);
    expect(pointsOf({ source: 'event' }, 'source')).toBe(12);
    expect(pointsOf({ source: 'website' }, 'source')).toBe(10);
    expect(pointsOf({ source: 'social_media' }, 'source')).toBe(7);
    expect(pointsOf({ source: 'cold_call' }, 'source')).toBe(5);
    expect(pointsOf({ source: 'other' }, 'source')).toBe(4);
    expect(pointsOf({ source: null }, 'source')).toBe(0);
  });

  it('reads seniority from titles in many spellings, ignoring case', () => {
    for (const title of [
      'CEO',
      'c.e.o.',
      'Co-Founder',
      'cofounder & CTO',
      'Founder',
      'Owner',
      'Managing Director',
      'MD',
      'Chief Revenue Officer',
      'Proprietor',
    ]) {
      expect(titleSeniority(title).points, title).toBe(20);
    }
    for (const title of [
      'VP Sales',
      'V.P. Marketing',
      'Vice-President',
      'Director',
      'Head of Sales',
      'AVP',
    ]) {
      expect(titleSeniority(title).points, title).toBe(15);
    }
    for (const title of ['Sales Manager', 'Assistant Manager', 'Team Lead', 'mgr, ops']) {
      expect(titleSeniority(title).points, title).toBe(10);
    }
    for (const title of ['Sales Executive', 'Business Analyst', 'Software Engineer']) {
      expect(titleSeniority(title).points, title).toBe(5);
    }
    expect(titleSeniority('Marketing Intern').points).toBe(2);
    expect(titleSeniority('Astronaut').points).toBe(3);
    expect(titleSeniority(null).points).toBe(0);
    expect(titleSeniority(' ').points).toBe(0);
  });

  it('adds engagement from touches, call outcomes, replies and the furthest deal stage', () => {
    expect(pointsOf({ engagement: { notes: 1, calls: 1 } }, 'engagement')).toBe(4);
    // Touches stop at 8.
    expect(pointsOf({ engagement: { notes: 10 } }, 'engagement')).toBe(8);
    expect(pointsOf({ engagement: { callOutcomes: { interested: 1 } } }, 'engagement')).toBe(8);
    expect(pointsOf({ engagement: { callOutcomes: { callback: 1 } } }, 'engagement')).toBe(5);
    expect(pointsOf({ engagement: { callOutcomes: { no_answer: 3 } } }, 'engagement')).toBe(0);
    // Outcomes together stop at +10; "not interested" takes away, but never below 0 overall.
    expect(pointsOf({ engagement: { callOutcomes: { interested: 3 } } }, 'engagement')).toBe(10);
    expect(
      pointsOf({ engagement: { calls: 2, callOutcomes: { not_interested: 1 } } }, 'engagement'),
    ).toBe(0);
    expect(
      pointsOf(
        { engagement: { calls: 4, callOutcomes: { not_interested: 1, interested: 1 } } },
        'engagement',
      ),
    ).toBe(6);
    expect(pointsOf({ engagement: { replies: 1 } }, 'engagement')).toBe(4);
    expect(pointsOf({ engagement: { replies: 5 } }, 'engagement')).toBe(8);
    expect(pointsOf({ engagement: { furthestOpenStage: 'prospecting' } }, 'engagement')).toBe(4);
    expect(pointsOf({ engagement: { furthestOpenStage: 'proposal' } }, 'engagement')).toBe(12);
    expect(pointsOf({ engagement: { furthestOpenStage: 'closing' } }, 'engagement')).toBe(16);
    // A won deal counts like the furthest open stage; a lost one alone adds nothing.
    expect(pointsOf({ engagement: { wonDeals: 1, lostDeals: 2 } }, 'engagement')).toBe(16);
    expect(pointsOf({ engagement: { lostDeals: 1 } }, 'engagement')).toBe(0);
    // Everything at once stops at 35.
    const all = scoreLead(
      {
        ...bare,
        engagement: {
          notes: 3,
          calls: 3,
          callOutcomes: { interested: 2 },
          replies: 3,
          furthestOpenStage: 'closing',
        },
      },
      NOW,
    ).factors.find((f) => f.key === 'engagement');
    expect(all?.points).toBe(35);
    expect(all?.detail).toBe(
      '3 notes and 3 calls; call outcomes: interested ×2; 3 replies; open deal at closing',
    );
  });

  it('rewards a recent contact, and gives nothing for none or an old one', () => {
    expect(pointsOf({ lastContactedAt: daysAgo(0.5) }, 'recency')).toBe(15);
    expect(pointsOf({ lastContactedAt: daysAgo(5) }, 'recency')).toBe(10);
    expect(pointsOf({ lastContactedAt: daysAgo(20) }, 'recency')).toBe(5);
    expect(pointsOf({ lastContactedAt: daysAgo(60) }, 'recency')).toBe(2);
    expect(pointsOf({ lastContactedAt: daysAgo(200) }, 'recency')).toBe(0);
    expect(pointsOf({ createdAt: daysAgo(0) }, 'recency')).toBe(0);
  });

  it('adds to at most 100 when every factor is full', () => {
    const best = scoreLead(
      {
        phone: '1',
        company: 'A',
        title: 'Founder',
        notes: 'N',
        source: 'referral',
        createdAt: daysAgo(3),
        lastContactedAt: daysAgo(0),
        engagement: { calls: 9, callOutcomes: { interested: 3 }, replies: 4, wonDeals: 1 },
      },
      NOW,
    );
    expect(best.score).toBe(100);
    expect(best.factors.reduce((sum, f) => sum + f.max, 0)).toBe(100);
  });

  it('keeps a typed score as an adjustment that later evidence moves, within 0..100', () => {
    const evidence: LeadEvidence = { ...bare, source: 'website', title: 'CEO' };
    const before = scoreLead(evidence, NOW);
    expect(before.computed).toBe(33);
    const adjustment = adjustmentFor(85, before.computed);
    expect(adjustment).toBe(52);
    const typed = scoreLead({ ...evidence, adjustment }, NOW);
    expect(typed.score).toBe(85);
    expect(typed.factors.at(-1)).toEqual({
      key: 'adjustment',
      label: 'Adjusted by hand',
      points: 52,
      max: 52,
      detail: 'A score was typed 52 points above the model',
    });
    // A call logged later adds to the typed score instead of resetting it.
    const later = scoreLead(
      { ...evidence, adjustment, lastContactedAt: daysAgo(0), engagement: { calls: 1 } },
      NOW,
    );
    expect(later.computed).toBe(50);
    expect(later.score).toBe(100);
    // A typed score below the model is kept as negative points, never below 0.
    const lowered = scoreLead({ ...evidence, adjustment: adjustmentFor(10, 33) }, NOW);
    expect(lowered.score).toBe(10);
    expect(lowered.factors.at(-1)?.detail).toBe('A score was typed 23 points below the model');
    expect(scoreLead({ ...evidence, adjustment: -90 }, NOW).score).toBe(0);
  });
});

describe('callOutcomeOf', () => {
  it('reads outcomes as typed or reported', () => {
    expect(callOutcomeOf('Interested')).toBe('interested');
    expect(callOutcomeOf('not interested')).toBe('not_interested');
    expect(callOutcomeOf('No-Answer')).toBe('no_answer');
    expect(callOutcomeOf('callback')).toBe('callback');
    expect(callOutcomeOf('left a voicemail')).toBeNull();
    expect(callOutcomeOf(null)).toBeNull();
  });
});
