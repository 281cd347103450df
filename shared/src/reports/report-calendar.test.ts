import { describe, expect, it } from 'vitest';
import {
  addDays,
  daysBetween,
  planFor,
  rangeDays,
  readPlan,
  trendBuckets,
} from './report-calendar';

describe('report calendar', () => {
  it('covers the last N days, today included', () => {
    expect(rangeDays('7d', '2026-11-26')).toEqual({ from: '2026-11-20', to: '2026-11-26' });
    expect(rangeDays('30d', '2026-03-01')).toEqual({ from: '2026-01-31', to: '2026-03-01' });
    expect(daysBetween(rangeDays('1y', '2026-11-26').from, '2026-11-26')).toHaveLength(365);
    expect(addDays('2024-02-28', 1)).toBe('2024-02-29');
  });

  it('reads whole months as month items, whole weeks as week items, and every other day as a day', () => {
    const span = rangeDays('1y', '2026-11-26');
    const plan = readPlan(span);
    expect(plan.months).toEqual([
      '2025-12',
      '2026-01',
      '2026-02',
      '2026-03',
      '2026-04',
      '2026-05',
      '2026-06',
      '2026-07',
      '2026-08',
      '2026-09',
      '2026-10',
      // Today's month holds nothing after today: read whole.
      '2026-11',
    ]);
    // 27 November 2025 is a Thursday: four days to the month's end, no week fits in them.
    expect(plan.weeks).toEqual([]);
    expect(plan.days).toEqual(['2025-11-27', '2025-11-28', '2025-11-29', '2025-11-30']);
    expect(covered(plan, span.to)).toEqual(daysBetween(span.from, span.to));
  });

  it('a year from early in a month reads its whole weeks, never one reaching into the next', () => {
    const span = rangeDays('1y', '2026-11-03');
    const plan = readPlan(span);
    expect(span.from).toBe('2025-11-04');
    expect(plan.weeks).toEqual(['2025-11-10', '2025-11-17', '2025-11-24']);
    expect(plan.days).toEqual([
      '2025-11-04',
      '2025-11-05',
      '2025-11-06',
      '2025-11-07',
      '2025-11-08',
      '2025-11-09',
    ]);
    expect(covered(plan, span.to)).toEqual(daysBetween(span.from, span.to));
  });

  it('90 days read whole weeks (this week whole) and the days before the first Monday', () => {
    const span = rangeDays('90d', '2026-11-26');
    const plan = planFor('90d', span);
    expect(plan.months).toEqual([]);
    expect(plan.weeks).toHaveLength(13);
    expect(plan.weeks.at(-1)).toBe('2026-11-23');
    expect(plan.days).toEqual(['2026-08-29', '2026-08-30']);
    expect(covered(plan, span.to)).toEqual(daysBetween(span.from, span.to));
    expect(planFor('30d', rangeDays('30d', '2026-11-26')).days).toHaveLength(30);
  });

  it('a range ending on a month end reads that month whole', () => {
    expect(readPlan({ from: '2026-10-01', to: '2026-10-31' })).toEqual({
      months: ['2026-10'],
      weeks: [],
      days: [],
    });
  });

  it('groups the trend by day, by week Monday to Sunday, or by calendar month', () => {
    const week = rangeDays('7d', '2026-11-26');
    expect(trendBuckets('7d', week, planFor('7d', week))).toHaveLength(7);
    const quarter = rangeDays('90d', '2026-11-26');
    const weeks = trendBuckets('90d', quarter, planFor('90d', quarter));
    expect(weeks).toHaveLength(14);
    expect(weeks[0]).toMatchObject({
      from: '2026-08-29',
      to: '2026-08-30',
      keys: ['2026-08-29', '2026-08-30'],
    });
    expect(weeks[1]).toMatchObject({ from: '2026-08-31', to: '2026-09-06', keys: ['W2026-08-31'] });
    expect(weeks.at(-1)).toMatchObject({
      from: '2026-11-23',
      to: '2026-11-26',
      keys: ['W2026-11-23'],
    });
    const year = rangeDays('1y', '2026-11-26');
    const months = trendBuckets('1y', year, planFor('1y', year));
    expect(months).toHaveLength(13);
    expect(months[0]).toMatchObject({ from: '2025-11-27', to: '2025-11-30' });
    expect(months[1]).toMatchObject({ from: '2025-12-01', to: '2025-12-31', keys: ['2025-12'] });
    expect(months.at(-1)).toMatchObject({
      from: '2026-11-01',
      to: '2026-11-26',
      keys: ['2026-11'],
    });
  });
});

/** Every day a plan covers, once each, sorted. */
const covered = (plan: { months: string[]; weeks: string[]; days: string[] }, to: string) =>
  [
    ...plan.days,
    ...plan.weeks.flatMap((monday) => daysBetween(monday, addDays(monday, 6))),
    ...plan.months.flatMap((m) => daysBetween(`${m}-01`, `${m}-31`).filter((d) => d.startsWith(m))),
  ]
    .filter((day) => day <= to)
    .sort();
