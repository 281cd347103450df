import { CONTACT_SOURCES } from '../contacts/contact-source';
import { ACTIVE_STAGES, DEAL_STAGES, type DealStage } from '../deals/deal.schema';
import {
  conversionRate,
  ratioPercent,
  SUCCESSFUL_CALL_OUTCOMES,
  winRate,
} from '../metrics/figure-definitions';
import { formatUsd } from '../money/money';
import type {
  CallFigures,
  FunnelStep,
  MemberFigures,
  Report,
  SourceFigure,
  StageTime,
  TrendPoint,
} from './report';
import {
  type Granularity,
  granularityOf,
  planFor,
  type RangeDays,
  type ReadPlan,
  rangeDays,
  trendBuckets,
  weekKey,
} from './report-calendar';
import {
  CALLS,
  DEALS_CREATED,
  DEMO_CALLS,
  exitMetric,
  holdersIn,
  LOST,
  newContactsMetric,
  ofHolder,
  outcomeMetric,
  reachedMetric,
  stageCountMetric,
  stageValueMetric,
  stayMetric,
  type Tally,
  tallyItems,
  total,
  WON,
  WON_CENTS,
} from './report-fields';
import { formatReportPercent } from './report-labels';
import type { ReportRange, ReportType } from './report-query';

type Item = Record<string, unknown>;
/** Counter items by day (`YYYY-MM-DD`), week (`W<Monday>`) or month (`YYYY-MM`) key. */
export type ItemsByKey = ReadonlyMap<string, readonly Item[]>;

export const UNASSIGNED_HOLDER = 'NONE';
export const UNASSIGNED_NAME = 'Unassigned';
const OUTCOMES = ['interested', 'callback', 'not_interested', 'no_answer', null] as const;
const SOURCES = [...CONTACT_SOURCES, null] as const;

/**
 * The counter keys a report reads: every day for a daily trend; whole weeks and the days around
 * them for a weekly one; whole months too for a year.
 */
export const reportKeys = (range: ReportRange, today: string) => {
  const span = rangeDays(range, today);
  const plan = planFor(range, span);
  return { span, plan, keys: [...plan.months, ...plan.weeks.map(weekKey), ...plan.days] };
};

/** Percent to one decimal (document 2, section 9); 0 when there is nothing to divide by. */
const percent = ratioPercent;

const dollars = (cents: number) => Math.round(cents / 100);

export interface ReportInput {
  type: ReportType;
  range: ReportRange;
  today: string;
  /** The holders the caller may see; null for everyone's. */
  holders: readonly string[] | null;
  /** Member names by user id. */
  names: ReadonlyMap<string, string>;
  contacts: ItemsByKey;
  deals: ItemsByKey;
  calls: ItemsByKey;
  /** This month's contact counter items. */
  thisMonthContacts: readonly Item[];
}

type Input = ReportInput;

/** Each key's items tallied once: the range and each trend bucket merge these. */
const tallyPerKey = (byKey: ItemsByKey, keys: readonly string[], holders: Input['holders']) =>
  new Map(keys.map((key) => [key, tallyItems(byKey.get(key) ?? [], holders)] as const));

const merged = (perKey: ReadonlyMap<string, Tally>, keys: readonly string[]): Tally => {
  const out: Tally = new Map();
  for (const key of keys) {
    for (const [metric, byHolder] of perKey.get(key) ?? []) {
      const into = out.get(metric) ?? new Map<string, number>();
      for (const [holder, value] of byHolder) into.set(holder, (into.get(holder) ?? 0) + value);
      out.set(metric, into);
    }
  }
  return out;
};

interface Tallies {
  contacts: ReadonlyMap<string, Tally>;
  deals: ReadonlyMap<string, Tally>;
  calls: ReadonlyMap<string, Tally>;
}

const sumOver = (tally: Tally, metrics: readonly string[]) =>
  metrics.reduce((sum, metric) => sum + total(tally, metric), 0);

const newContactsOf = (tally: Tally) => sumOver(tally, SOURCES.map(newContactsMetric));
const successfulOf = (tally: Tally) => sumOver(tally, SUCCESSFUL_CALL_OUTCOMES.map(outcomeMetric));

const sourceFigures = (contacts: Tally): SourceFigure[] => {
  const all = newContactsOf(contacts);
  return SOURCES.map((source) => {
    const count = total(contacts, newContactsMetric(source));
    return { source: source ?? 'unknown', count, percent: percent(count, all) };
  })
    .filter((figure) => figure.count > 0)
    .sort((a, b) => b.count - a.count || a.source.localeCompare(b.source));
};

const callFigures = (calls: Tally): CallFigures => {
  const all = total(calls, CALLS);
  const successful = successfulOf(calls);
  return {
    total: all,
    successful,
    successRate: percent(successful, all),
    demo: total(calls, DEMO_CALLS),
    byOutcome: OUTCOMES.map((outcome) => ({
      outcome: outcome ?? 'pending',
      count: total(calls, outcomeMetric(outcome)),
    })),
  };
};

const FUNNEL_STAGES = [...ACTIVE_STAGES, 'won'] as const satisfies readonly DealStage[];

const funnelOf = (contacts: Tally, deals: Tally): FunnelStep[] => {
  const counts: { step: FunnelStep['step']; count: number }[] = [
    { step: 'leads', count: newContactsOf(contacts) },
    ...FUNNEL_STAGES.map((stage) => ({ step: stage, count: total(deals, reachedMetric(stage)) })),
  ];
  return counts.map((step, i) => ({
    ...step,
    conversion: i === 0 ? null : percent(step.count, counts[i - 1]?.count ?? 0),
  }));
};

const timeInStage = (deals: Tally): StageTime[] =>
  ACTIVE_STAGES.map((stage) => {
    const exits = total(deals, exitMetric(stage));
    const seconds = total(deals, stayMetric(stage));
    return {
      stage,
      exits,
      averageDays: exits > 0 ? Math.round((seconds / exits / 86_400) * 10) / 10 : null,
    };
  });

const memberFigures = (
  contacts: Tally,
  deals: Tally,
  calls: Tally,
  names: ReadonlyMap<string, string>,
): MemberFigures[] =>
  holdersIn(contacts, deals, calls)
    .map((holder) => {
      const won = ofHolder(deals, WON, holder);
      const lost = ofHolder(deals, LOST, holder);
      return {
        memberId: holder,
        name:
          holder === UNASSIGNED_HOLDER ? UNASSIGNED_NAME : (names.get(holder) ?? 'Former member'),
        newContacts: SOURCES.reduce(
          (sum, source) => sum + ofHolder(contacts, newContactsMetric(source), holder),
          0,
        ),
        dealsCreated: ofHolder(deals, DEALS_CREATED, holder),
        won,
        lost,
        revenue: dollars(ofHolder(deals, WON_CENTS, holder)),
        winRate: winRate(won, lost),
        calls: ofHolder(calls, CALLS, holder),
        successfulCalls: SUCCESSFUL_CALL_OUTCOMES.reduce(
          (sum, outcome) => sum + ofHolder(calls, outcomeMetric(outcome), holder),
          0,
        ),
      };
    })
    .filter(
      (m) => m.newContacts || m.dealsCreated || m.won || m.lost || m.calls || m.successfulCalls,
    )
    .sort((a, b) => b.revenue - a.revenue || b.won - a.won || a.name.localeCompare(b.name));

const trendOf = (input: Input, span: RangeDays, plan: ReadPlan, tallies: Tallies): TrendPoint[] =>
  trendBuckets(input.range, span, plan).map(({ from, to, keys }) => {
    const contacts = merged(tallies.contacts, keys);
    const deals = merged(tallies.deals, keys);
    const calls = merged(tallies.calls, keys);
    return {
      from,
      to,
      newContacts: newContactsOf(contacts),
      dealsCreated: total(deals, DEALS_CREATED),
      won: total(deals, WON),
      revenue: dollars(total(deals, WON_CENTS)),
      calls: total(calls, CALLS),
      successfulCalls: successfulOf(calls),
    };
  });

const sourceLabel = (source: string) =>
  source
    .split('_')
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join(' ');

/** The Performance Summary: key insights, then recommendations, from the figures shown. */
const summaryOf = (report: Omit<Report, 'insights' | 'recommendations'>) => {
  const top = report.sources[0];
  const { cards, calls, winRate, lostDeals, closingDeals } = report;
  const insights = [
    top
      ? `Top lead source: ${sourceLabel(top.source)} (${top.count.toLocaleString('en-US')} contacts, ${formatReportPercent(top.percent)})`
      : 'No new contacts in this period',
    `Average deal size: ${formatUsd(cards.avgDealSize)}`,
    `Win rate: ${formatReportPercent(winRate)} (${cards.wonDeals} won, ${lostDeals} lost)`,
    `AI call success rate: ${formatReportPercent(calls.successRate)} (${calls.successful} of ${calls.total} calls)`,
    ...(report.topSalesperson
      ? [
          `Top salesperson: ${report.topSalesperson.name} (${formatUsd(report.topSalesperson.revenue)} won)`,
        ]
      : []),
  ];
  const recommendations = [
    ...(top && top.source !== 'unknown'
      ? [`Focus on ${sourceLabel(top.source)}, your best source of new contacts`]
      : []),
    ...(closingDeals > 0
      ? [
          `${closingDeals} ${closingDeals === 1 ? 'deal is' : 'deals are'} in the closing stage: follow up to close them`,
        ]
      : []),
    'Schedule AI calls for your high-scoring leads (score above 70)',
    ...(lostDeals > 0
      ? [`Review the ${lostDeals} lost ${lostDeals === 1 ? 'deal' : 'deals'} for what went wrong`]
      : []),
  ];
  return { insights, recommendations };
};

/** The report, from the counter items of its range; pure, so tests recount it against records. */
export const buildReport = (input: Input): Report => {
  const { span, plan, keys } = reportKeys(input.range, input.today);
  const tallies: Tallies = {
    contacts: tallyPerKey(input.contacts, keys, input.holders),
    deals: tallyPerKey(input.deals, keys, input.holders),
    calls: tallyPerKey(input.calls, keys, input.holders),
  };
  const contacts = merged(tallies.contacts, keys);
  const deals = merged(tallies.deals, keys);
  const calls = merged(tallies.calls, keys);
  const won = total(deals, WON);
  const wonCents = total(deals, WON_CENTS);
  const lost = total(deals, LOST);
  const newContacts = newContactsOf(contacts);
  const members = memberFigures(contacts, deals, calls, input.names);
  const leader = [...members].sort((a, b) => b.revenue - a.revenue || b.won - a.won)[0];
  const granularity: Granularity = granularityOf(input.range);
  const base = {
    type: input.type,
    range: input.range,
    span,
    granularity,
    cards: {
      totalRevenue: dollars(wonCents),
      wonDeals: won,
      conversionRate: conversionRate(won, newContacts),
      avgDealSize: won > 0 ? dollars(wonCents / won) : 0,
      newContactsThisMonth: newContactsOf(tallyItems(input.thisMonthContacts, input.holders)),
      newContacts,
    },
    sources: sourceFigures(contacts),
    stages: DEAL_STAGES.map((stage) => ({
      stage,
      count: total(deals, stageCountMetric(stage)),
      value: dollars(total(deals, stageValueMetric(stage))),
    })),
    calls: callFigures(calls),
    winRate: winRate(won, lost),
    lostDeals: lost,
    closingDeals: total(deals, stageCountMetric('closing')),
    trend: trendOf(input, span, plan, tallies),
    funnel: funnelOf(contacts, deals),
    timeInStage: timeInStage(deals),
    members,
    topSalesperson:
      leader && leader.revenue > 0
        ? { memberId: leader.memberId, name: leader.name, revenue: leader.revenue, won: leader.won }
        : null,
  };
  return { ...base, ...summaryOf(base) };
};
