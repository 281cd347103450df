import { describe, expect, it } from 'vitest';
import { type DealFigures, dealCounterDeltas, dealDayDeltas, quarterOf } from './deal-counters';

/** The counter items' deltas as { sort key: { field: delta } }. */
const updates = (before: DealFigures | null, after: DealFigures | null) =>
  Object.fromEntries(dealCounterDeltas('2026-11', before, after));

const deal = (overrides: Partial<DealFigures>): DealFigures => ({
  stage: 'prospecting',
  valueCents: 100_000,
  probability: 50,
  wonMonth: null,
  expectedCloseDate: null,
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

  it('counts an open deal in the quarter of its expected close date, weighted', () => {
    expect(updates(null, deal({ expectedCloseDate: '2027-02-14' }))).toMatchObject({
      'DEALQUARTER#2027-Q1': { weighted: 5_000_000, count: 1 },
    });
    const moved = updates(
      deal({ expectedCloseDate: '2027-02-14' }),
      deal({ expectedCloseDate: '2027-04-01', probability: 80 }),
    );
    expect(moved['DEALQUARTER#2027-Q1']).toEqual({ weighted: -5_000_000, count: -1 });
    expect(moved['DEALQUARTER#2027-Q2']).toEqual({ weighted: 8_000_000, count: 1 });
    // Won, it is no longer expected to close: it leaves the quarter's forecast.
    expect(
      updates(
        deal({ expectedCloseDate: '2027-02-14' }),
        deal({ stage: 'won', wonMonth: '2026-11', expectedCloseDate: '2027-02-14' }),
      ),
    ).toMatchObject({ 'DEALQUARTER#2027-Q1': { weighted: -5_000_000, count: -1 } });
  });

  it('names quarters by the calendar', () => {
    expect(
      ['2026-01-01', '2026-03-31', '2026-04-01', '2026-09-30', '2026-12-31'].map(quarterOf),
    ).toEqual(['2026-Q1', '2026-Q1', '2026-Q2', '2026-Q3', '2026-Q4']);
  });
});

describe('a day’s deal figures (the daily report)', () => {
  it('counts a stage move of an existing deal, and a deal won by moving or by creation', () => {
    expect(dealDayDeltas({ stage: 'prospecting' }, { stage: 'proposal' })).toEqual({
      moved: 1,
      won: 0,
    });
    expect(dealDayDeltas({ stage: 'closing' }, { stage: 'won' })).toEqual({ moved: 1, won: 1 });
    expect(dealDayDeltas(null, { stage: 'won' })).toEqual({ moved: 0, won: 1 });
  });

  it('counts nothing for a new open deal, an edit that keeps the stage, or a deletion', () => {
    expect(dealDayDeltas(null, { stage: 'prospecting' })).toEqual({ moved: 0, won: 0 });
    expect(dealDayDeltas({ stage: 'won' }, { stage: 'won' })).toEqual({ moved: 0, won: 0 });
    expect(dealDayDeltas({ stage: 'won' }, null)).toEqual({ moved: 0, won: 0 });
  });
});
