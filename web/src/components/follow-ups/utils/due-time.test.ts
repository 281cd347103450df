import { describe, expect, it } from 'vitest';
import { defaultDueInput, dueInputOf, dueInstantOf, dueLabel, isOverdue } from './due-time';

const now = new Date('2026-11-27T06:00:00.000Z'); // 11:30 in Kolkata, Friday

describe('due times in the organization zone', () => {
  it('defaults to tomorrow at 10:00 in the zone, whatever the browser zone', () => {
    expect(defaultDueInput('Asia/Kolkata', now)).toBe('2026-11-28T10:00');
    // 20:00 UTC on the 27th is already the 28th in Kolkata.
    expect(defaultDueInput('Asia/Kolkata', new Date('2026-11-27T20:00:00Z'))).toBe(
      '2026-11-29T10:00',
    );
    expect(defaultDueInput('America/New_York', new Date('2026-12-31T12:00:00Z'))).toBe(
      '2027-01-01T10:00',
    );
  });

  it('reads and writes the input as a wall time in the zone', () => {
    expect(dueInstantOf('2026-11-28T10:00', 'Asia/Kolkata')).toBe('2026-11-28T04:30:00.000Z');
    expect(dueInputOf('2026-11-28T04:30:00.000Z', 'Asia/Kolkata')).toBe('2026-11-28T10:00');
    expect(dueInstantOf('', 'Asia/Kolkata')).toBeNull();
    expect(dueInstantOf('tomorrow', 'Asia/Kolkata')).toBeNull();
  });

  it('names the day relative to today in the zone', () => {
    const zone = 'Asia/Kolkata';
    expect(dueLabel('2026-11-27T04:30:00.000Z', zone, now)).toBe('Today, 10:00 AM');
    expect(dueLabel('2026-11-28T04:00:00.000Z', zone, now)).toBe('Tomorrow, 9:30 AM');
    expect(dueLabel('2026-11-26T10:30:00.000Z', zone, now)).toBe('Yesterday, 4:00 PM');
    expect(dueLabel('2026-12-01T04:30:00.000Z', zone, now)).toBe('Tue, Dec 1, 10:00 AM');
    expect(dueLabel('2027-01-05T04:30:00.000Z', zone, now)).toBe('Jan 5, 2027, 10:00 AM');
  });

  it('marks open tasks past their time as overdue, never done ones', () => {
    expect(isOverdue({ done: false, dueAt: '2026-11-27T05:00:00.000Z' }, now)).toBe(true);
    expect(isOverdue({ done: true, dueAt: '2026-11-27T05:00:00.000Z' }, now)).toBe(false);
    expect(isOverdue({ done: false, dueAt: '2026-11-27T07:00:00.000Z' }, now)).toBe(false);
  });
});
