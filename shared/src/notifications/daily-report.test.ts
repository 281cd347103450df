import { describe, expect, it } from 'vitest';
import {
  dailyReportDate,
  dailyReportLine,
  dailyReportMessage,
  dayBefore,
  localClock,
} from './daily-report';

describe('when a daily report is due', () => {
  it('is due from 08:00 to 08:29 local time, with India’s half-hour offset', () => {
    // 08:00 in Kolkata is 02:30 UTC.
    expect(dailyReportDate('Asia/Kolkata', new Date('2026-11-23T02:29:59Z'))).toBeNull();
    expect(dailyReportDate('Asia/Kolkata', new Date('2026-11-23T02:30:00Z'))).toBe('2026-11-23');
    expect(dailyReportDate('Asia/Kolkata', new Date('2026-11-23T02:59:59Z'))).toBe('2026-11-23');
    expect(dailyReportDate('Asia/Kolkata', new Date('2026-11-23T03:00:00Z'))).toBeNull();
  });

  it('follows daylight saving time where the zone has it', () => {
    // New York is UTC-4 in July and UTC-5 in November.
    expect(dailyReportDate('America/New_York', new Date('2026-07-15T12:05:00Z'))).toBe(
      '2026-07-15',
    );
    expect(dailyReportDate('America/New_York', new Date('2026-11-16T12:05:00Z'))).toBeNull();
    expect(dailyReportDate('America/New_York', new Date('2026-11-16T13:05:00Z'))).toBe(
      '2026-11-16',
    );
  });

  it('gives the local date, which may differ from the UTC one', () => {
    expect(localClock('Asia/Tokyo', new Date('2026-11-22T23:10:00Z'))).toEqual({
      date: '2026-11-23',
      minute: 8 * 60 + 10,
    });
  });
});

describe('the report’s words', () => {
  it('names the day before, across months and years', () => {
    expect(dayBefore('2026-11-23')).toBe('2026-11-22');
    expect(dayBefore('2026-03-01')).toBe('2026-02-28');
    expect(dayBefore('2027-01-01')).toBe('2026-12-31');
  });

  it('says each organization’s figures on one line, singular where it is one', () => {
    const line = dailyReportLine({
      organizationName: 'Acme Traders',
      day: '2026-11-22',
      figures: { newLeads: 3, dealsMoved: 1, dealsWon: 1, callsLogged: 0 },
    });
    expect(line).toBe(
      'Acme Traders on Sun, 22 Nov 2026: 3 new leads, 1 deal moved, 1 deal won, 0 calls logged.',
    );
    const figures = { newLeads: 0, dealsMoved: 0, dealsWon: 0, callsLogged: 1 };
    expect(
      dailyReportMessage([
        { organizationName: 'A', day: '2026-11-22', figures },
        { organizationName: 'B', day: '2026-11-21', figures },
      ]).split('\n'),
    ).toHaveLength(2);
  });
});
