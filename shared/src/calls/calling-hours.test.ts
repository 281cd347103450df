import { describe, expect, it } from 'vitest';
import {
  DEFAULT_CALLING_HOURS,
  isWithinCallingHours,
  leadTimeZone,
  nextCallingWindow,
  zonedInstant,
} from './calling-hours';
import { phoneCountry, phoneTimeZone } from './phone-time-zone';

describe('calling hours', () => {
  it('is inside 9:00-20:00 in the lead zone, not the server one', () => {
    // 04:00 UTC is 09:30 in India, 23:00 the day before in New York.
    const at = new Date('2026-11-24T04:00:00Z');
    expect(isWithinCallingHours(at, 'Asia/Kolkata')).toBe(true);
    expect(isWithinCallingHours(at, 'America/New_York')).toBe(false);
  });

  it('the end is exclusive and the start inclusive', () => {
    expect(isWithinCallingHours(new Date('2026-11-24T03:30:00Z'), 'Asia/Kolkata')).toBe(true);
    expect(isWithinCallingHours(new Date('2026-11-24T03:29:00Z'), 'Asia/Kolkata')).toBe(false);
    expect(isWithinCallingHours(new Date('2026-11-24T14:30:00Z'), 'Asia/Kolkata')).toBe(false);
  });

  it('after hours waits for the next morning at the window start', () => {
    const late = new Date('2026-11-24T16:00:00Z'); // 21:30 in India
    expect(nextCallingWindow(late, 'Asia/Kolkata')?.toISOString()).toBe('2026-11-25T03:30:00.000Z');
    const early = new Date('2026-11-24T01:00:00Z'); // 06:30 in India: the same day's 9:00
    expect(nextCallingWindow(early, 'Asia/Kolkata')?.toISOString()).toBe(
      '2026-11-24T03:30:00.000Z',
    );
  });

  it('inside hours is now', () => {
    const at = new Date('2026-11-24T06:00:00Z');
    expect(nextCallingWindow(at, 'Asia/Kolkata')).toBe(at);
  });

  it('skips days that are not calling days', () => {
    // Saturday 2026-11-28 21:00 IST; Monday to Friday only: Monday 30th 09:00 IST.
    const saturdayNight = new Date('2026-11-28T15:30:00Z');
    const weekdays = { ...DEFAULT_CALLING_HOURS, days: [1, 2, 3, 4, 5] };
    expect(nextCallingWindow(saturdayNight, 'Asia/Kolkata', weekdays)?.toISOString()).toBe(
      '2026-11-30T03:30:00.000Z',
    );
  });

  it('crosses a daylight saving change at the right local time', () => {
    // New York leaves daylight time on 2026-11-01: 9:00 on the 1st is 14:00 UTC, not 13:00.
    const night = new Date('2026-11-01T03:00:00Z'); // 23:00 on Oct 31 (EDT)
    expect(nextCallingWindow(night, 'America/New_York')?.toISOString()).toBe(
      '2026-11-01T14:00:00.000Z',
    );
    expect(zonedInstant('America/New_York', 2026, 7, 1, 9 * 60).toISOString()).toBe(
      '2026-07-01T13:00:00.000Z',
    );
  });

  it('no allowed day or an empty window never calls', () => {
    const at = new Date('2026-11-24T16:00:00Z');
    expect(nextCallingWindow(at, 'Asia/Kolkata', { ...DEFAULT_CALLING_HOURS, days: [] })).toBe(
      null,
    );
    expect(nextCallingWindow(at, 'Asia/Kolkata', { start: '10:00', end: '10:00', days: [1] })).toBe(
      null,
    );
  });

  it('the lead zone is its own, else its phone country, else the organization', () => {
    expect(phoneCountry('+91 98765 43210')).toBe('IN');
    expect(phoneTimeZone('+65 8123 4567')).toBe('Asia/Singapore');
    // Several zones: not guessed from the number.
    expect(phoneTimeZone('+1 212 555 0100')).toBe(null);
    expect(leadTimeZone('Europe/London', 'Asia/Kolkata', 'Asia/Tokyo')).toBe('Europe/London');
    expect(leadTimeZone(null, 'Asia/Kolkata', 'Asia/Tokyo')).toBe('Asia/Kolkata');
    expect(leadTimeZone(null, null, 'Asia/Tokyo')).toBe('Asia/Tokyo');
  });
});
