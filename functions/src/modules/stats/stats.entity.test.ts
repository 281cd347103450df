import { describe, expect, it } from 'vitest';
import { type DealFigures, dealStatsWrites } from './stats.entity';

process.env.TABLE_NAME ??= 'salesflow-test';

/** The transaction's updates as { sort key: { field: delta } }. */
const updates = (before: DealFigures | null, after: DealFigures | null) =>
  Object.fromEntries(
    dealStatsWrites('org1', '2026-11', before, after).map((item) => {
      const update = item.Update;
      if (!update) throw new Error('expected an update');
      const names = update.ExpressionAttributeNames ?? {};
      const values = update.ExpressionAttributeValues ?? {};
      const deltas = Object.fromEntries(
        Object.entries(names).map(([alias, field]) => [field, values[alias.replace('#a', ':v')]]),
      );
      return [String(update.Key?.sk), deltas];
    }),
  );

const deal = (overrides: Partial<DealFigures>): DealFigures => ({
  stage: 'prospecting',
  valueCents: 100_000,
  probability: 50,
  wonMonth: null,
  ...overrides,
});

describe('deal counters', () => {
  it('counts a deal won now in this month, also as won in this month', () => {
    expect(updates(deal({}), deal({ stage: 'won', wonMonth: '2026-11' }))).toEqual({
      DEALS: {
        count_prospecting: -1,
        cents_prospecting: -100_000,
        weighted: -5_000_000,
        count_won: 1,
        cents_won: 100_000,
      },
      // One update per item: a transaction may not touch an item twice.
      'DEALMONTH#2026-11': {
        activeCount: -1,
        activeCents: -100_000,
        weighted: -5_000_000,
        wonCount: 1,
        wonCents: 100_000,
        wonInCents: 100_000,
      },
    });
  });

  it('takes a deal won last month off last month when it is lost now', () => {
    expect(updates(deal({ stage: 'won', wonMonth: '2026-10' }), deal({ stage: 'lost' }))).toEqual({
      DEALS: { count_won: -1, cents_won: -100_000, count_lost: 1, cents_lost: 100_000 },
      'DEALMONTH#2026-11': { wonCount: -1, wonCents: -100_000, lostCount: 1 },
      'DEALMONTH#2026-10': { wonInCents: -100_000 },
    });
  });

  it('moves a won deal’s new value onto the month it was won in', () => {
    const before = deal({ stage: 'won', wonMonth: '2026-10' });
    expect(updates(before, { ...before, valueCents: 150_000 })).toEqual({
      DEALS: { cents_won: 50_000 },
      'DEALMONTH#2026-11': { wonCents: 50_000 },
      'DEALMONTH#2026-10': { wonInCents: 50_000 },
    });
  });

  it('writes nothing when nothing counted changes', () => {
    expect(updates(deal({}), deal({}))).toEqual({});
  });
});
