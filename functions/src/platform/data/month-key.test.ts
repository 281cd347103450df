import { describe, expect, it } from 'vitest';
import { monthKey } from './month-key';

describe('monthKey', () => {
  it('counts the month in the organization’s time zone', () => {
    // 20:00 UTC on 31 October is already 1 November in India.
    const instant = new Date('2026-10-31T20:00:00Z');
    expect(monthKey(instant, 'Asia/Kolkata')).toBe('2026-11');
    expect(monthKey(instant, 'UTC')).toBe('2026-10');
    expect(monthKey(instant, 'America/New_York')).toBe('2026-10');
  });
});
