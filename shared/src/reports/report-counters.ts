import { ACTIVE_STAGES, type DealStage } from '../deals/deal-stages';
import { mondayOf } from './report-calendar';
import {
  CALLS,
  DEALS_CREATED,
  DEMO_CALLS,
  exitMetric,
  field,
  LOST,
  outcomeMetric,
  reachedMetric,
  stageCountMetric,
  stageValueMetric,
  stayMetric,
  WON,
  WON_CENTS,
} from './report-fields';

/**
 * The report counters (shared/src/reports/report-fields.ts names their fields): what a record's
 * creation (before null), change or deletion (after null) adds to the day, week and month items of
 * its report partition, kept in the record's own transaction. A record counts on its day (the
 * day it was created, closed or made), so a change takes its old share away and adds its new
 * one there; time spent in a stage is an event, added on the day the deal left the stage. What
 * counts, and for whom, is shared/src/metrics/figure-definitions.ts.
 */
export type Deltas = Record<string, number>;
export type BucketDeltas = Map<string, Deltas>;

export const reportDaySk = (kind: ReportKind, day: string) => `REPORT#${kind}#D#${day}`;
/** A week, Monday to Sunday, by its Monday. */
export const reportWeekSk = (kind: ReportKind, monday: string) => `REPORT#${kind}#W#${monday}`;
export const reportMonthSk = (kind: ReportKind, month: string) => `REPORT#${kind}#M#${month}`;
export type ReportKind = 'CONTACTS' | 'DEALS' | 'CALLS';

const add = (buckets: BucketDeltas, kind: ReportKind, day: string, deltas: Deltas) => {
  for (const sk of [
    reportDaySk(kind, day),
    reportWeekSk(kind, mondayOf(day)),
    reportMonthSk(kind, day.slice(0, 7)),
  ]) {
    const current = buckets.get(sk) ?? {};
    for (const [name, value] of Object.entries(deltas))
      current[name] = (current[name] ?? 0) + value;
    buckets.set(sk, current);
  }
};

/** Drops zero deltas and items left with none (a transaction must not touch an item for nothing). */
const settled = (buckets: BucketDeltas): BucketDeltas => {
  const out: BucketDeltas = new Map();
  for (const [sk, deltas] of buckets) {
    const nonZero = Object.entries(deltas).filter(([, v]) => v !== 0);
    if (nonZero.length) out.set(sk, Object.fromEntries(nonZero));
  }
  return out;
};

// Contacts ----------------------------------------------------------------------------------

export interface ContactShare {
  /** The day it was created, in the organization's calendar. */
  day: string;
  metric: string;
  /** Whose lead it was when it came (it stays theirs among new contacts after a handover). */
  holder: string;
}

export const contactReportDeltas = (
  before: ContactShare | null,
  after: ContactShare | null,
): BucketDeltas => {
  const buckets: BucketDeltas = new Map();
  if (before) add(buckets, 'CONTACTS', before.day, { [field(before.metric, before.holder)]: -1 });
  if (after) add(buckets, 'CONTACTS', after.day, { [field(after.metric, after.holder)]: 1 });
  return settled(buckets);
};

// Deals -------------------------------------------------------------------------------------

/** The funnel's stages in order; a lost deal reached what it reached before it was lost. */
export const FUNNEL_STAGES = [...ACTIVE_STAGES, 'won'] as const satisfies readonly DealStage[];
export const funnelRank = (stage: DealStage): number =>
  (FUNNEL_STAGES as readonly DealStage[]).indexOf(stage);

export interface DealShare {
  holder: string;
  stage: DealStage;
  valueCents: number;
  createdDay: string;
  /** The day it was won or lost; null while open. */
  closedDay: string | null;
  /** Rank in FUNNEL_STAGES of the furthest stage it reached. */
  reached: number;
  /** When it entered its stage (ISO). */
  stageSince: string;
}

const dealShare = (buckets: BucketDeltas, deal: DealShare, sign: 1 | -1) => {
  const h = (metric: string) => field(metric, deal.holder);
  const created: Deltas = {
    [h(DEALS_CREATED)]: sign,
    [h(stageCountMetric(deal.stage))]: sign,
    [h(stageValueMetric(deal.stage))]: sign * deal.valueCents,
  };
  FUNNEL_STAGES.forEach((stage, rank) => {
    if (rank <= deal.reached) created[h(reachedMetric(stage))] = sign;
  });
  add(buckets, 'DEALS', deal.createdDay, created);
  if (deal.closedDay && deal.stage === 'won') {
    add(buckets, 'DEALS', deal.closedDay, {
      [h(WON)]: sign,
      [h(WON_CENTS)]: sign * deal.valueCents,
    });
  }
  if (deal.closedDay && deal.stage === 'lost')
    add(buckets, 'DEALS', deal.closedDay, { [h(LOST)]: sign });
};

export const dealReportDeltas = (
  before: DealShare | null,
  after: DealShare | null,
  today: string,
): BucketDeltas => {
  const buckets: BucketDeltas = new Map();
  if (before) dealShare(buckets, before, -1);
  if (after) dealShare(buckets, after, 1);
  if (before && after && before.stage !== after.stage && funnelRank(before.stage) >= 0) {
    const left = before.stage;
    if ((ACTIVE_STAGES as readonly string[]).includes(left)) {
      const seconds = Math.max(
        0,
        Math.round((Date.parse(after.stageSince) - Date.parse(before.stageSince)) / 1000),
      );
      add(buckets, 'DEALS', today, {
        [field(stayMetric(left), before.holder)]: seconds,
        [field(exitMetric(left), before.holder)]: 1,
      });
    }
  }
  return settled(buckets);
};

// Calls -------------------------------------------------------------------------------------

/** A call's share: a call placed or a demo call (figure-definitions.ts), for whoever made it. */
export interface CallShare {
  day: string;
  /** The member who made the call. */
  maker: string;
  kind: 'call' | 'demo';
  outcome: string | null;
}

const callDeltas = (call: CallShare, sign: 1 | -1): Deltas =>
  call.kind === 'demo'
    ? { [field(DEMO_CALLS, call.maker)]: sign }
    : {
        [field(CALLS, call.maker)]: sign,
        [field(outcomeMetric(call.outcome), call.maker)]: sign,
      };

export const callReportDeltas = (
  before: CallShare | null,
  after: CallShare | null,
): BucketDeltas => {
  const buckets: BucketDeltas = new Map();
  if (before) add(buckets, 'CALLS', before.day, callDeltas(before, -1));
  if (after) add(buckets, 'CALLS', after.day, callDeltas(after, 1));
  return settled(buckets);
};
