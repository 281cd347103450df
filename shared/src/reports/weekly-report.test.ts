import { describe, expect, it } from 'vitest';
import {
  nextWeeklySendAt,
  reportPagePath,
  reportWeekOf,
  weeklyReportLabel,
  weeklyReportSubject,
  weeklyReportTooLate,
} from './weekly-report';

const at = (iso: string) => new Date(iso);
const next = (timeZone: string, iso: string) => nextWeeklySendAt(timeZone, at(iso)).toISOString();

describe('when a weekly report is next due', () => {
  it('is the next Monday 08:00 in the organization’s time zone, with India’s half hour', () => {
    // Thursday 26 Nov 2026 → Monday 30 Nov, 08:00 in Kolkata is 02:30 UTC.
    expect(next('Asia/Kolkata', '2026-11-26T18:51:00Z')).toBe('2026-11-30T02:30:00.000Z');
    // 23:00 on Sunday in Kolkata (17:30 UTC): the next morning.
    expect(next('Asia/Kolkata', '2026-11-29T17:30:00Z')).toBe('2026-11-30T02:30:00.000Z');
  });

  it('is today when it is Monday before 08:00, and next week from 08:00 on', () => {
    expect(next('Asia/Kolkata', '2026-11-30T02:29:59Z')).toBe('2026-11-30T02:30:00.000Z');
    expect(next('Asia/Kolkata', '2026-11-30T02:30:00Z')).toBe('2026-12-07T02:30:00.000Z');
    expect(next('Asia/Kolkata', '2026-11-30T10:00:00Z')).toBe('2026-12-07T02:30:00.000Z');
  });

  it('reads Monday in the zone’s calendar, not UTC’s', () => {
    // 23:30 UTC on Sunday 29 Nov is already 08:30 on Monday 30 Nov in Tokyo: too late, next week.
    expect(next('Asia/Tokyo', '2026-11-29T23:30:00Z')).toBe('2026-12-06T23:00:00.000Z');
    // 20:00 UTC on Sunday is 05:00 Monday in Tokyo: 08:00 that morning.
    expect(next('Asia/Tokyo', '2026-11-29T20:00:00Z')).toBe('2026-11-29T23:00:00.000Z');
  });

  it('follows daylight saving time across its change', () => {
    // New York: Monday 2 Nov 2026 is after the change back (UTC-5); 26 Oct before it (UTC-4).
    expect(next('America/New_York', '2026-10-20T12:00:00Z')).toBe('2026-10-26T12:00:00.000Z');
    expect(next('America/New_York', '2026-10-27T12:00:00Z')).toBe('2026-11-02T13:00:00.000Z');
    // London moves forward on Sunday 28 Mar 2027: Monday 29 Mar at 08:00 is 07:00 UTC.
    expect(next('Europe/London', '2027-03-27T12:00:00Z')).toBe('2027-03-29T07:00:00.000Z');
  });

  it('always lands on a Monday 08:00 after the moment, within a week', () => {
    const start = Date.parse('2026-01-01T00:00:00Z');
    for (let hour = 0; hour < 24 * 30; hour += 7) {
      const moment = new Date(start + hour * 3_600_000);
      for (const zone of ['Asia/Kolkata', 'America/Los_Angeles', 'Pacific/Chatham', 'UTC']) {
        const due = nextWeeklySendAt(zone, moment);
        expect(due.getTime()).toBeGreaterThan(moment.getTime());
        expect(due.getTime() - moment.getTime()).toBeLessThanOrEqual(7 * 86_400_000);
        const local = new Intl.DateTimeFormat('en-US', {
          timeZone: zone,
          weekday: 'short',
          hour: '2-digit',
          minute: '2-digit',
          hourCycle: 'h23',
        }).format(due);
        expect(local).toBe('Mon 08:00');
      }
    }
  });

  it('reads an unknown zone as UTC', () => {
    expect(next('Nowhere/Else', '2026-11-26T00:00:00Z')).toBe('2026-11-30T08:00:00.000Z');
  });
});

describe('the week a report is for', () => {
  it('is named by its Monday in the zone’s calendar', () => {
    expect(reportWeekOf('Asia/Kolkata', at('2026-11-30T02:30:00Z'))).toBe('2026-11-30');
    expect(reportWeekOf('Asia/Kolkata', at('2026-12-06T18:29:59Z'))).toBe('2026-11-30');
    // Sunday 23:59:59 in Kolkata is still the week before; a second later the next one.
    expect(reportWeekOf('Asia/Kolkata', at('2026-11-29T18:29:59Z'))).toBe('2026-11-23');
    expect(reportWeekOf('Asia/Kolkata', at('2026-11-29T18:30:00Z'))).toBe('2026-11-30');
    // Across a year's end.
    expect(reportWeekOf('UTC', at('2027-01-01T12:00:00Z'))).toBe('2026-12-28');
  });

  it('is too late to send half a day after its Monday 08:00', () => {
    const due = '2026-11-30T02:30:00.000Z';
    expect(weeklyReportTooLate(due, '2026-11-30T02:45:00.000Z')).toBe(false);
    expect(weeklyReportTooLate(due, '2026-11-30T14:30:00.000Z')).toBe(false);
    expect(weeklyReportTooLate(due, '2026-11-30T14:30:01.000Z')).toBe(true);
  });
});

describe('the weekly report’s words', () => {
  it('names the report and range as the page does, the range in lower case', () => {
    expect(weeklyReportLabel('overview', '30d')).toBe('Overview, last 30 days');
    expect(weeklyReportLabel('calls', '1y')).toBe('AI Calling Report, last year');
    expect(weeklyReportSubject('sales', '30d')).toBe(
      'Your weekly SalesFlow report: Sales Performance, last 30 days',
    );
  });

  it('links to the Reports page showing that report', () => {
    expect(reportPagePath('leads', '90d')).toBe('/app/reports?type=leads&range=90d');
    expect(reportPagePath('overview', '30d')).toBe('/app/reports?type=overview&range=30d');
  });
});
