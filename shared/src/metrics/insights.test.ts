import { describe, expect, it } from 'vitest';
import { dealSizeInsight, leadQualityInsight, winRateInsight } from './insights';
import { emptyMonth, type OrgStats } from './org-stats';

const stages = (won: number, lost: number) => ({
  prospecting: 0,
  qualification: 0,
  proposal: 0,
  closing: 0,
  won,
  lost,
});

const stats = (overrides: Partial<OrgStats>): OrgStats => ({
  contacts: 0,
  qualified: 0,
  stageCounts: stages(0, 0),
  stageCents: stages(0, 0),
  weighted: 0,
  thisMonth: emptyMonth(),
  quarterWeighted: 0,
  ...overrides,
});

describe('insight thresholds (document 1, section 9)', () => {
  it.each([
    [2_000, 'success'],
    [1_996, 'warning'], // 19.96%: shown as 20%, but below the threshold
    [1_000, 'warning'],
    [999, 'error'],
  ])('lead quality with %i of 10,000 leads qualified is %s', (qualified, type) => {
    const insight = leadQualityInsight(stats({ contacts: 10_000, qualified }));
    expect(insight?.type).toBe(type);
    if (type === 'error') expect(insight?.message).toMatch(/Focus on lead scoring/);
  });

  it('shows the rounded share in the message', () => {
    expect(leadQualityInsight(stats({ contacts: 10_000, qualified: 1_996 }))?.message).toBe(
      '20% of your 10,000 leads are qualified (score 70 or more).',
    );
  });

  it.each([
    [2_500, 'success'],
    [2_496, 'warning'],
    [1_500, 'warning'],
    [1_499, 'error'],
  ])('win rate with %i won of 10,000 closed deals is %s', (won, type) => {
    const insight = winRateInsight(stats({ stageCounts: stages(won, 10_000 - won) }));
    expect(insight?.type).toBe(type);
    if (type === 'error') expect(insight?.message).toMatch(/Review sales process/);
  });

  it.each([
    [500_000, 'success'],
    [499_999, 'info'],
  ])('average won deal of %i cents is %s', (cents, type) => {
    const insight = dealSizeInsight(
      stats({ stageCounts: stages(1, 0), stageCents: stages(cents, 0) }),
    );
    expect(insight?.type).toBe(type);
  });

  it('has nothing to say without leads, closed deals or won deals', () => {
    expect(leadQualityInsight(stats({}))).toBeNull();
    expect(winRateInsight(stats({}))).toBeNull();
    expect(dealSizeInsight(stats({ stageCounts: stages(0, 3) }))).toBeNull();
  });
});
