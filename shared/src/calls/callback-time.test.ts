import { describe, expect, it } from 'vitest';
import { parseCallbackTime } from './callback-time';

// Monday 23 November 2026, 09:30 UTC: 15:00 in Kolkata (UTC+5:30), 04:30 in New York (EST).
const now = new Date('2026-11-23T09:30:00Z');
const india = { now, timeZone: 'Asia/Kolkata' };

describe('parseCallbackTime', () => {
  it.each([
    ['Call me tomorrow at 4', '2026-11-24T10:30:00.000Z'],
    ['next Monday morning works', '2026-11-30T04:30:00.000Z'],
    ['try again after 6 pm', '2026-11-23T12:30:00.000Z'],
    ['today at 5pm please', '2026-11-23T11:30:00.000Z'],
    ['call me at 4:45 p.m.', '2026-11-23T11:15:00.000Z'],
    ['call me around four thirty', '2026-11-23T11:00:00.000Z'],
    ['Friday, at 10:30 in the morning', '2026-11-27T05:00:00.000Z'],
    ['maybe this evening', '2026-11-23T12:30:00.000Z'],
    ['next week is better', '2026-11-30T04:30:00.000Z'],
    ['day after tomorrow at 11', '2026-11-25T05:30:00.000Z'],
    ['over the weekend', '2026-11-28T04:30:00.000Z'],
    ['tonight at 9', '2026-11-23T15:30:00.000Z'],
    ['tomorrow morning at 9', '2026-11-24T03:30:00.000Z'],
    ['tomorrow 10.30', '2026-11-24T05:00:00.000Z'],
    ['at 16:30', '2026-11-23T11:00:00.000Z'],
    ['at 12 noon on Wednesday', '2026-11-25T06:30:00.000Z'],
    ['this afternoon at 2', '2026-11-24T08:30:00.000Z'],
    ['call me tomorrow evening at 7', '2026-11-24T13:30:00.000Z'],
  ])('"%s" in Kolkata', (said, expected) => {
    expect(parseCallbackTime(said, india)).toBe(expected);
  });

  it('counts relative times from the moment it was said', () => {
    expect(parseCallbackTime('call me in two hours', india)).toBe('2026-11-23T11:30:00.000Z');
    expect(parseCallbackTime('in half an hour', india)).toBe('2026-11-23T10:00:00.000Z');
    expect(parseCallbackTime('in an hour and a half', india)).toBe('2026-11-23T11:00:00.000Z');
    expect(parseCallbackTime('give me 20 minutes later', india)).toBe('2026-11-23T09:50:00.000Z');
    expect(parseCallbackTime('2 ghante baad call karo', india)).toBe('2026-11-23T11:30:00.000Z');
  });

  it('rolls a time already past forward a day', () => {
    // 09:00 has passed at 15:00: tomorrow.
    expect(parseCallbackTime('call me at 9', india)).toBe('2026-11-24T03:30:00.000Z');
    expect(parseCallbackTime('at 6 in the morning', india)).toBe('2026-11-24T00:30:00.000Z');
    expect(parseCallbackTime('before 11', india)).toBe('2026-11-24T04:30:00.000Z');
    // "Monday" said on a Monday is next Monday.
    expect(parseCallbackTime('Monday at 3 pm', india)).toBe('2026-11-30T09:30:00.000Z');
  });

  it('reads Hinglish', () => {
    expect(parseCallbackTime('kal shaam 5 baje call karna', india)).toBe(
      '2026-11-24T11:30:00.000Z',
    );
    expect(parseCallbackTime('parso subah', india)).toBe('2026-11-25T04:30:00.000Z');
  });

  it("uses the lead's time zone, not the server's", () => {
    const newYork = { now, timeZone: 'America/New_York' };
    expect(parseCallbackTime('call me at 3 pm', newYork)).toBe('2026-11-23T20:00:00.000Z');
    expect(parseCallbackTime('tomorrow evening', { now, timeZone: 'Europe/London' })).toBe(
      '2026-11-24T18:00:00.000Z',
    );
  });

  it('follows a daylight-saving change', () => {
    // Saturday 7 March 2026, 10:00 EST; clocks go forward on Sunday 8 March.
    const saturday = { now: new Date('2026-03-07T15:00:00Z'), timeZone: 'America/New_York' };
    expect(parseCallbackTime('Monday at 10 am', saturday)).toBe('2026-03-09T14:00:00.000Z');
    expect(parseCallbackTime('tomorrow at 10 am', saturday)).toBe('2026-03-08T14:00:00.000Z');
  });

  it('reads an unknown time zone as UTC', () => {
    expect(parseCallbackTime('tomorrow at 4 pm', { now, timeZone: 'Mars/Base' })).toBe(
      '2026-11-24T16:00:00.000Z',
    );
  });

  it('is null when no time is named', () => {
    expect(parseCallbackTime('call me later', india)).toBeNull();
    expect(parseCallbackTime('we have 2 users and 3 branches', india)).toBeNull();
    expect(parseCallbackTime('I am busy right now', india)).toBeNull();
  });
});
