import { describe, expect, it } from 'vitest';
import { businessInsights } from './business-insights';
import { computeInsights } from './insights';
import { emptyMonth, type OrgStats } from './org-stats';

const stats = (overrides: Partial<OrgStats>): OrgStats => ({
  contacts: 0,
  qualified: 0,
  stageCounts: { prospecting: 0, qualification: 0, proposal: 0, closing: 0, won: 0, lost: 0 },
  stageCents: { prospecting: 0, qualification: 0, proposal: 0, closing: 0, won: 0, lost: 0 },
  weighted: 0,
  thisMonth: emptyMonth(),
  quarterWeighted: 0,
  ...overrides,
});

const titles = (s: OrgStats) =>
  businessInsights(computeInsights(s)).map(({ kind, insight }) => [kind, insight?.title ?? null]);

describe('business insights of the analytics panel', () => {
  it('finds lead quality, win rate and deal size among the server insights, in that order', () => {
    const s = stats({
      contacts: 10,
      qualified: 3,
      stageCounts: { prospecting: 1, qualification: 0, proposal: 0, closing: 0, won: 1, lost: 9 },
      stageCents: {
        prospecting: 100_000,
        qualification: 0,
        proposal: 0,
        closing: 0,
        won: 800_000,
        lost: 0,
      },
      weighted: 5_000_000,
    });
    expect(titles(s)).toEqual([
      ['leadQuality', 'Strong lead quality'],
      ['winRate', 'Low win rate'],
      ['dealSize', 'Large average deal size'],
    ]);
  });

  it('recognises every title the rules can produce', () => {
    const withShares = (qualified: number, won: number, lost: number, wonCents: number) =>
      stats({
        contacts: 100,
        qualified,
        stageCounts: { prospecting: 0, qualification: 0, proposal: 0, closing: 0, won, lost },
        stageCents: {
          prospecting: 0,
          qualification: 0,
          proposal: 0,
          closing: 0,
          won: wonCents,
          lost: 0,
        },
      });
    expect(titles(withShares(15, 2, 8, 100_000))).toEqual([
      ['leadQuality', 'Lead quality could be better'],
      ['winRate', 'Win rate needs attention'],
      ['dealSize', 'Average deal size'],
    ]);
    expect(titles(withShares(5, 5, 5, 100_000))[0]).toEqual(['leadQuality', 'Low lead quality']);
    expect(titles(withShares(5, 5, 5, 100_000))[1]).toEqual(['winRate', 'Healthy win rate']);
  });

  it('leaves a rule empty when there is not enough data, and ignores other insights', () => {
    expect(titles(stats({ contacts: 4 }))).toEqual([
      ['leadQuality', 'Low lead quality'],
      ['winRate', null],
      ['dealSize', null],
    ]);
    expect(
      businessInsights([
        { kind: 'pipeline', type: 'info', title: 'Pipeline forecast', message: 'x' },
      ]).every((b) => b.insight === null),
    ).toBe(true);
  });
});
