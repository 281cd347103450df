import { describe, expect, it } from 'vitest';
import { closeDateProblem, isCalendarDate, readCalendarDate, todayIn } from './calendar-date';

describe('calendar dates', () => {
  it('accepts exactly YYYY-MM-DD on a real day', () => {
    expect(isCalendarDate('2024-02-29')).toBe(true);
    expect(isCalendarDate('2026-12-31')).toBe(true);
  });

  it('refuses anything around, after or instead of a real date', () => {
    for (const bad of [
      '2024-02-29xyz',
      ' 2024-02-29',
      '2024-02-29T00:00:00Z',
      '2023-02-29',
      '2024-13-01',
      '2024-04-31',
      '0000-01-01',
      '1899-12-31',
      '3000-01-01',
      '20245-01-01',
      '2024-1-5',
      '',
    ]) {
      expect(isCalendarDate(bad), bad).toBe(false);
    }
  });

  it('reads a UTC midnight timestamp as its day, and nothing looser', () => {
    expect(readCalendarDate('2026-03-05T00:00:00.000Z')).toBe('2026-03-05');
    expect(readCalendarDate('2026-03-05T00:00:00Z')).toBe('2026-03-05');
    expect(readCalendarDate('2026-03-05')).toBe('2026-03-05');
    expect(readCalendarDate('2026-03-05T10:00:00Z')).toBeNull();
    expect(readCalendarDate('2026-03-05T00:00:00.000+05:30')).toBeNull();
    expect(readCalendarDate('2024-02-29xyz')).toBeNull();
  });

  it('knows today in the organization’s time zone', () => {
    // 20:00 UTC on 31 October is already 1 November in India.
    const instant = new Date('2026-10-31T20:00:00Z');
    expect(todayIn('Asia/Kolkata', instant)).toBe('2026-11-01');
    expect(todayIn('UTC', instant)).toBe('2026-10-31');
  });

  it('refuses a past close date only when it is set or changed', () => {
    expect(closeDateProblem('2026-01-01', null, '2026-11-23')).toMatch(/past/);
    expect(closeDateProblem('2026-01-01', '2026-02-01', '2026-11-23')).toMatch(/past/);
    expect(closeDateProblem('2026-01-01', '2026-01-01', '2026-11-23')).toBeNull();
    expect(closeDateProblem('2026-11-23', null, '2026-11-23')).toBeNull();
    expect(closeDateProblem(null, '2026-01-01', '2026-11-23')).toBeNull();
  });
});
