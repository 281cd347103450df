import { describe, expect, it } from 'vitest';
import { formatCalendarDate, localIsoDate } from './format-date';

describe('date display', () => {
  it('shows a close date like Mar 05, 2025 and a dash without one', () => {
    expect(formatCalendarDate('2025-03-05')).toBe('Mar 05, 2025');
    expect(formatCalendarDate('2025-03-05T23:30:00.000Z')).toBe('Mar 05, 2025');
    expect(formatCalendarDate(null)).toBe('-');
    expect(formatCalendarDate('not a date')).toBe('-');
  });

  it('names the local day as YYYY-MM-DD', () => {
    expect(localIsoDate(new Date(2026, 10, 2, 23, 59))).toBe('2026-11-02');
  });
});
