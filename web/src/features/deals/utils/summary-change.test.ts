import { describe, expect, it } from 'vitest';
import { makeDeal, makeSummary } from '../testing/deal-fixtures';
import { changeInSummary } from './summary-change';

describe('changeInSummary', () => {
  const summary = makeSummary({
    prospecting: { count: 2, value: 300 },
    won: { count: 1, value: 50 },
  });

  it('adds a new deal to its stage, the totals and the pipeline', () => {
    const next = changeInSummary(summary, null, makeDeal({ value: '100.25', stage: 'proposal' }));
    expect(next).toMatchObject({
      totalDeals: summary.totalDeals + 1,
      activeDeals: summary.activeDeals + 1,
      pipelineValue: summary.pipelineValue + 100.25,
      wonValue: summary.wonValue,
    });
    expect(next.byStage.proposal).toEqual({ count: 1, value: 100.25 });
  });

  it('moves an edited deal: a new value and a win leave the pipeline for the won value', () => {
    const before = makeDeal({ value: '100', stage: 'prospecting' });
    const next = changeInSummary(summary, before, { ...before, value: '250', stage: 'won' });
    expect(next).toMatchObject({
      totalDeals: summary.totalDeals,
      activeDeals: summary.activeDeals - 1,
      pipelineValue: summary.pipelineValue - 100,
      wonValue: summary.wonValue + 250,
    });
    expect(next.byStage.prospecting).toEqual({ count: 1, value: 200 });
    expect(next.byStage.won).toEqual({ count: 2, value: 300 });
  });

  it('takes a deleted deal away, never below zero', () => {
    const next = changeInSummary(summary, makeDeal({ value: '50', stage: 'won' }), null);
    expect(next.totalDeals).toBe(summary.totalDeals - 1);
    expect(next.byStage.won).toEqual({ count: 0, value: 0 });
    const empty = changeInSummary(makeSummary(), makeDeal({ stage: 'lost', value: '5' }), null);
    expect(empty.totalDeals).toBe(0);
    expect(empty.byStage.lost.count).toBe(0);
  });
});
