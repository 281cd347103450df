import { describe, expect, it } from 'vitest';
import { buildReport, type ReportInput } from './build-report';

const TODAY = '2026-11-26';
const item = (sk: string, fields: Record<string, number>) => ({ pk: 'p', sk, ...fields });

const input = (over: Partial<ReportInput> = {}): ReportInput => ({
  type: 'overview',
  range: '30d',
  today: TODAY,
  holders: null,
  names: new Map([
    ['asha', 'Asha Rao'],
    ['ben', 'Ben Lim'],
  ]),
  contacts: new Map([
    [
      '2026-11-20',
      [
        item('REPORT#CONTACTS#D#2026-11-20', { 'n_website@asha': 4, 'n_referral@NONE': 2 }),
        item('REPORT#CONTACTS#D#2026-11-20', { 'n_website@ben': 1, 'n_none@ben': 1 }),
      ],
    ],
    // Outside 30 days: never counted.
    ['2026-10-01', [item('REPORT#CONTACTS#D#2026-10-01', { 'n_event@asha': 50 })]],
  ]),
  deals: new Map([
    [
      '2026-11-21',
      [
        item('REPORT#DEALS#D#2026-11-21', {
          'c@asha': 3,
          's_won@asha': 2,
          'v_won@asha': 300_000,
          's_closing@asha': 1,
          'v_closing@asha': 50_000,
          'r_prospecting@asha': 3,
          'r_qualification@asha': 3,
          'r_proposal@asha': 2,
          'r_closing@asha': 2,
          'r_won@asha': 2,
          'w@asha': 2,
          'wv@asha': 300_000,
          'c@ben': 1,
          's_lost@ben': 1,
          'v_lost@ben': 20_000,
          'r_prospecting@ben': 1,
          'l@ben': 1,
          't_prospecting@ben': 2 * 86_400,
          'x_prospecting@ben': 1,
        }),
      ],
    ],
  ]),
  calls: new Map([
    [
      '2026-11-25',
      [
        item('REPORT#CALLS#D#2026-11-25', {
          'k@asha': 3,
          'o_interested@asha': 1,
          'o_callback@asha': 1,
          'o_no_answer@asha': 1,
        }),
      ],
    ],
  ]),
  thisMonthContacts: [item('REPORT#CONTACTS#M#2026-11', { 'n_website@asha': 9, 'n_none@ben': 1 })],
  ...over,
});

describe('buildReport', () => {
  it('computes the cards and panels by the rules of section 9', () => {
    const report = buildReport(input());
    expect(report.span).toEqual({ from: '2026-10-28', to: TODAY });
    expect(report.cards).toEqual({
      totalRevenue: 3000,
      wonDeals: 2,
      conversionRate: 25, // 2 won of 8 new contacts
      avgDealSize: 1500,
      newContactsThisMonth: 10,
      newContacts: 8,
    });
    expect(report.sources).toEqual([
      { source: 'website', count: 5, percent: 62.5 },
      { source: 'referral', count: 2, percent: 25 },
      { source: 'unknown', count: 1, percent: 12.5 },
    ]);
    expect(report.stages.find((s) => s.stage === 'won')).toEqual({
      stage: 'won',
      count: 2,
      value: 3000,
    });
    expect(report.calls).toMatchObject({ total: 3, successful: 2, successRate: 66.7 });
    expect(report.winRate).toBe(66.7);
    expect(report.closingDeals).toBe(1);
    expect(report.funnel.map((s) => [s.step, s.count, s.conversion])).toEqual([
      ['leads', 8, null],
      ['prospecting', 4, 50],
      ['qualification', 3, 75],
      ['proposal', 2, 66.7],
      ['closing', 2, 100],
      ['won', 2, 100],
    ]);
    expect(report.timeInStage[0]).toEqual({ stage: 'prospecting', exits: 1, averageDays: 2 });
    expect(report.timeInStage[1]).toEqual({ stage: 'qualification', exits: 0, averageDays: null });
  });

  it('names the top salesperson by value won, and lists members with their figures', () => {
    const report = buildReport(input());
    expect(report.topSalesperson).toEqual({
      memberId: 'asha',
      name: 'Asha Rao',
      revenue: 3000,
      won: 2,
    });
    expect(report.members.map((m) => [m.name, m.newContacts, m.won, m.lost, m.calls])).toEqual([
      ['Asha Rao', 4, 2, 0, 3],
      ['Ben Lim', 2, 0, 1, 0],
      ['Unassigned', 2, 0, 0, 0],
    ]);
    expect(report.insights).toContain('Top salesperson: Asha Rao ($3,000 won)');
    expect(report.insights[0]).toBe('Top lead source: Website (5 contacts, 62.5%)');
    expect(report.recommendations).toContain('Review the 1 lost deal for what went wrong');
    expect(report.recommendations).toContain(
      '1 deal is in the closing stage: follow up to close them',
    );
  });

  it('gives a member who sees only some holders their figures alone', () => {
    const report = buildReport(input({ holders: ['ben', 'NONE'] }));
    expect(report.cards.newContacts).toBe(4);
    expect(report.cards.wonDeals).toBe(0);
    expect(report.cards.newContactsThisMonth).toBe(1);
    expect(report.calls.total).toBe(0);
    expect(report.topSalesperson).toBeNull();
    expect(report.members.map((m) => m.memberId)).toEqual(['ben', 'NONE']);
  });

  it('a shorter range leaves out what is older, and an empty range gives zeros, not NaN', () => {
    const week = buildReport(input({ range: '7d' }));
    expect(week.cards.newContacts).toBe(8);
    expect(week.trend).toHaveLength(7);
    expect(week.trend.find((p) => p.from === '2026-11-21')).toMatchObject({
      dealsCreated: 4,
      won: 2,
      revenue: 3000,
    });
    const empty = buildReport(input({ today: '2027-06-01' }));
    expect(empty.cards).toMatchObject({ totalRevenue: 0, conversionRate: 0, avgDealSize: 0 });
    expect(empty.winRate).toBe(0);
    expect(empty.insights[0]).toBe('No new contacts in this period');
    expect(JSON.stringify(empty)).not.toContain('NaN');
  });

  it('a year reads month items for whole months', () => {
    const year = buildReport(
      input({
        range: '1y',
        contacts: new Map([
          ['2026-06', [item('REPORT#CONTACTS#M#2026-06', { 'n_event@asha': 7 })]],
        ]),
      }),
    );
    expect(year.cards.newContacts).toBe(7);
    expect(year.trend.find((p) => p.from === '2026-06-01')?.newContacts).toBe(7);
  });
});
