import type { MemberFigures, Report, TrendPoint } from '@salesflow/shared/reports/report';

const DAY_MS = 86_400_000;

/** Every day of a span, as the server's daily trend has them. */
const days = (from: string, to: string): string[] => {
  const out: string[] = [];
  for (let t = Date.parse(`${from}T00:00:00Z`); t <= Date.parse(`${to}T00:00:00Z`); t += DAY_MS) {
    out.push(new Date(t).toISOString().slice(0, 10));
  }
  return out;
};

export const makeTrendPoint = (overrides: Partial<TrendPoint> = {}): TrendPoint => ({
  from: '2026-11-26',
  to: '2026-11-26',
  newContacts: 0,
  dealsCreated: 0,
  won: 0,
  revenue: 0,
  calls: 0,
  successfulCalls: 0,
  ...overrides,
});

export const makeMember = (overrides: Partial<MemberFigures> = {}): MemberFigures => ({
  memberId: 'user-1',
  name: 'Priya Sharma',
  newContacts: 12,
  dealsCreated: 6,
  won: 3,
  lost: 1,
  revenue: 18000,
  winRate: 75,
  calls: 20,
  successfulCalls: 8,
  ...overrides,
});

/** A 30-day report with figures in every panel; pass overrides per test. */
export const makeReport = (overrides: Partial<Report> = {}): Report => {
  const span = { from: '2026-10-28', to: '2026-11-26' };
  const trend = days(span.from, span.to).map((day, i) =>
    makeTrendPoint({
      from: day,
      to: day,
      newContacts: i % 3,
      dealsCreated: i % 2,
      won: i === 29 ? 2 : i === 10 ? 2 : 0,
      revenue: i === 29 ? 9000 : i === 10 ? 12000 : 0,
      calls: i % 4,
      successfulCalls: i % 4 === 3 ? 1 : 0,
    }),
  );
  return {
    type: 'overview',
    range: '30d',
    span,
    granularity: 'day',
    cards: {
      totalRevenue: 21000,
      wonDeals: 4,
      conversionRate: 12.5,
      avgDealSize: 5250,
      newContactsThisMonth: 18,
      newContacts: 32,
    },
    sources: [
      { source: 'cold_call', count: 20, percent: 62.5 },
      { source: 'referral', count: 8, percent: 25 },
      { source: 'unknown', count: 4, percent: 12.5 },
    ],
    stages: [
      { stage: 'prospecting', count: 5, value: 40000 },
      { stage: 'qualification', count: 3, value: 21000 },
      { stage: 'proposal', count: 2, value: 15000 },
      { stage: 'closing', count: 1, value: 8000 },
      { stage: 'won', count: 4, value: 21000 },
      { stage: 'lost', count: 2, value: 6000 },
    ],
    calls: {
      total: 40,
      successful: 12,
      successRate: 30,
      demo: 0,
      byOutcome: [
        { outcome: 'interested', count: 8 },
        { outcome: 'callback', count: 4 },
        { outcome: 'not_interested', count: 10 },
        { outcome: 'no_answer', count: 16 },
        { outcome: 'pending', count: 2 },
      ],
    },
    winRate: 66.7,
    lostDeals: 2,
    closingDeals: 1,
    trend,
    funnel: [
      { step: 'leads', count: 32, conversion: null },
      { step: 'prospecting', count: 16, conversion: 50 },
      { step: 'qualification', count: 10, conversion: 62.5 },
      { step: 'proposal', count: 7, conversion: 70 },
      { step: 'closing', count: 5, conversion: 71.4 },
      { step: 'won', count: 4, conversion: 80 },
    ],
    timeInStage: [
      { stage: 'prospecting', averageDays: 4.5, exits: 10 },
      { stage: 'qualification', averageDays: 1, exits: 7 },
      { stage: 'proposal', averageDays: 12.3, exits: 5 },
      { stage: 'closing', averageDays: null, exits: 0 },
    ],
    members: [
      makeMember(),
      makeMember({
        memberId: 'user-2',
        name: 'Rahul Verma',
        newContacts: 16,
        dealsCreated: 4,
        won: 1,
        lost: 1,
        revenue: 3000,
        winRate: 50,
        calls: 20,
        successfulCalls: 4,
      }),
      makeMember({
        memberId: 'NONE',
        name: 'Unassigned',
        newContacts: 4,
        dealsCreated: 0,
        won: 0,
        lost: 0,
        revenue: 0,
        winRate: 0,
        calls: 0,
        successfulCalls: 0,
      }),
    ],
    topSalesperson: { memberId: 'user-1', name: 'Priya Sharma', revenue: 18000, won: 3 },
    insights: [
      'Top lead source: Cold Call (20 contacts, 62.5%)',
      'Average deal size: $5,250',
      'Win rate: 66.7% (4 won, 2 lost)',
      'AI call success rate: 30.0% (12 of 40 calls)',
      'Top salesperson: Priya Sharma ($18,000 won)',
    ],
    recommendations: [
      'Focus on Cold Call, your best source of new contacts',
      '1 deal is in the closing stage: follow up to close them',
      'Schedule AI calls for your high-scoring leads (score above 70)',
      'Review the 2 lost deals for what went wrong',
    ],
    ...overrides,
  };
};

/** A report of a range where nothing happened: every figure zero, every list empty. */
export const makeEmptyReport = (overrides: Partial<Report> = {}): Report => {
  const full = makeReport();
  return makeReport({
    cards: {
      totalRevenue: 0,
      wonDeals: 0,
      conversionRate: 0,
      avgDealSize: 0,
      newContactsThisMonth: 0,
      newContacts: 0,
    },
    sources: [],
    stages: full.stages.map((s) => ({ ...s, count: 0, value: 0 })),
    calls: {
      total: 0,
      successful: 0,
      successRate: 0,
      demo: 0,
      byOutcome: full.calls.byOutcome.map((o) => ({ ...o, count: 0 })),
    },
    winRate: 0,
    lostDeals: 0,
    closingDeals: 0,
    trend: full.trend.map((p) => makeTrendPoint({ from: p.from, to: p.to })),
    funnel: full.funnel.map((s, i) => ({ ...s, count: 0, conversion: i === 0 ? null : 0 })),
    timeInStage: full.timeInStage.map((s) => ({ ...s, averageDays: null, exits: 0 })),
    members: [],
    topSalesperson: null,
    insights: [
      'No new contacts in this period',
      'Average deal size: $0',
      'Win rate: 0.0% (0 won, 0 lost)',
      'AI call success rate: 0.0% (0 of 0 calls)',
    ],
    recommendations: ['Schedule AI calls for your high-scoring leads (score above 70)'],
    ...overrides,
  });
};
