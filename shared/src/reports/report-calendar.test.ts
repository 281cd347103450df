import { describe, expect, it } from 'vitest';
import { addDays, daysBetween, rangeDays, readPlan, trendBuckets } from './report-calendar';

describe('report calendar', () => {
  it('covers the last N days, today included', () => {
    expect(rangeDays('7d', '2026-11-26')).toEqual({ from: '2026-11-20', to: '2026-11-26' });
    expect(rangeDays('30d', '2026-03-01')).toEqual({ from: '2026-01-31', to: '2026-03-01' });
    expect(daysBetween(rangeDays('1y', '2026-11-26').from, '2026-11-26')).toHaveLength(365);
    expect(addDays('2024-02-28', 1)).toBe('2024-02-29');
  });

  it('reads whole months as month items and every other day as a day', () => {
    const plan = readPlan(rangeDays('1y', '2026-11-26'));
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
    expect(plan.days).toEqual(['2025-11-27', '2025-11-28', '2025-11-29', '2025-11-30']);
    // Every day of the range is covered exactly once.
    const covered = [
      ...plan.days,
      ...plan.months.flatMap((m) =>
        daysBetween(`${m}-01`, '2026-11-26').filter((d) => d.startsWith(m)),
      ),
    ].sort();
    expect(covered).toEqual(daysBetween('2025-11-27', '2026-11-26'));
  });

  it('a range ending on a month end reads that month whole', () => {
    expect(readPlan({ from: '2026-10-01', to: '2026-10-31' })).toEqual({
      months: ['2026-10'],
      days: [],
    });
  });

  it('groups the trend by day, by 7 days from the first, or by calendar month', () => {
    expect(trendBuckets('7d', rangeDays('7d', '2026-11-26'))).toHaveLength(7);
    const weeks = trendBuckets('90d', rangeDays('90d', '2026-11-26'));
    expect(weeks).toHaveLength(13);
    expect(weeks[0]).toMatchObject({ from: '2026-08-29', to: '2026-09-04' });
    expect(weeks.at(-1)).toMatchObject({ from: '2026-11-21', to: '2026-11-26' });
    const months = trendBuckets('1y', rangeDays('1y', '2026-11-26'));
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
