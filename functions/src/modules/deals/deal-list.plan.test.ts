import { describe, expect, it } from 'vitest';
import type { DealRecord } from './deal.entity';
import { planDealList } from './deal-list.plan';

const deal = (fields: Partial<DealRecord>): DealRecord =>
  ({
    id: '01JDEAL',
    organizationId: 'org',
    stage: 'proposal',
    valueCents: 50_000,
    probability: 50,
    expectedCloseDate: '2027-01-10',
    holder: 'u1',
    ...fields,
  }) as DealRecord;

describe('planDealList', () => {
  it('reads all rows newest first by default', () => {
    const plan = planDealList('org', {}, null);
    expect(plan).toMatchObject({ facets: [{ kind: 'all' }], order: 'createdAt', descending: true });
    expect(plan.filter).toBeUndefined();
  });

  it('reads a value range sorted by value as a key range, nothing filtered', () => {
    const plan = planDealList('org', { sort: '-value', minValue: 100, maxValue: 500 }, null);
    expect(plan.order).toBe('value');
    expect(plan.range).toEqual([expect.stringMatching(/^00000000100#$/), expect.any(String)]);
    expect(plan.filter).toBeUndefined();
    expect(plan.accepts(deal({ valueCents: 500 }))).toBe(true);
    expect(plan.accepts(deal({ valueCents: 501 }))).toBe(false);
  });

  it('reads the stages asked for, and filters what is not the facet or the order', () => {
    const plan = planDealList(
      'org',
      { stage: ['proposal', 'won'], closeFrom: '2027-01-01', sort: 'probability' },
      null,
    );
    expect(plan.facets).toEqual([
      { kind: 'stage', value: 'proposal' },
      { kind: 'stage', value: 'won' },
    ]);
    expect(Object.values(plan.filter?.names ?? {})).toContain('expectedCloseDate');
    expect(plan.accepts(deal({ expectedCloseDate: null }))).toBe(false);
    expect(plan.accepts(deal({ stage: 'lost' }))).toBe(false);
    expect(plan.accepts(deal({}))).toBe(true);
  });

  it('reads a member’s own holders’ rows, the stage then a filter', () => {
    const plan = planDealList('org', { stage: ['won'] }, ['u1']);
    expect(plan.facets).toEqual([{ kind: 'holder', value: 'u1' }]);
    expect(plan.filter?.expression).toContain('#stage IN');
    expect(plan.accepts(deal({ holder: 'u2', stage: 'won' }))).toBe(false);
  });

  it('keeps a cursor to its own query', () => {
    expect(planDealList('org', { sort: 'value' }, null).scope).not.toBe(
      planDealList('org', { sort: '-value' }, null).scope,
    );
  });
});
