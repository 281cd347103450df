import type { DealStage } from '@salesflow/shared/deals/deal.schema';
import { type DealShare, funnelRank } from '@salesflow/shared/reports/report-counters';

/**
 * What a deal keeps for the reports: the day it was created, the day it was won or lost, the
 * furthest stage it reached (the funnel) and when it entered its stage (time in stage). Days are
 * the organization's calendar days, fixed when they happen.
 */
export interface DealTrail {
  createdDay: string;
  closedDay: string | null;
  reached: number;
  stageSince: string;
}

const isClosed = (stage: DealStage) => stage === 'won' || stage === 'lost';
const rankOf = (stage: DealStage) => Math.max(0, funnelRank(stage));

/** The trail of a deal made (`previous` null) or changed to `stage` at `now`, on `day`. */
export const dealTrail = (
  previous: (DealTrail & { stage: DealStage }) | null,
  stage: DealStage,
  now: string,
  day: string,
): DealTrail => {
  if (!previous) {
    return {
      createdDay: day,
      closedDay: isClosed(stage) ? day : null,
      reached: rankOf(stage),
      stageSince: now,
    };
  }
  if (previous.stage === stage) {
    return {
      createdDay: previous.createdDay,
      closedDay: previous.closedDay,
      reached: previous.reached,
      stageSince: previous.stageSince,
    };
  }
  return {
    createdDay: previous.createdDay,
    closedDay: isClosed(stage) ? day : null,
    reached: Math.max(previous.reached, rankOf(stage)),
    stageSince: now,
  };
};

/** A stored deal's trail; a deal saved before reports reads its days from its timestamps. */
export const readTrail = (item: Record<string, unknown>, stage: DealStage): DealTrail => {
  const createdAt = String(item.createdAt ?? '');
  const updatedAt = String(item.updatedAt ?? createdAt);
  return {
    createdDay: typeof item.createdDay === 'string' ? item.createdDay : createdAt.slice(0, 10),
    closedDay:
      typeof item.closedDay === 'string'
        ? item.closedDay
        : isClosed(stage)
          ? updatedAt.slice(0, 10)
          : null,
    reached: typeof item.reached === 'number' ? item.reached : rankOf(stage),
    stageSince: typeof item.stageSince === 'string' ? item.stageSince : updatedAt,
  };
};

export const dealShareOf = (deal: DealShare): DealShare => ({
  holder: deal.holder,
  stage: deal.stage,
  valueCents: deal.valueCents,
  createdDay: deal.createdDay,
  closedDay: deal.closedDay,
  reached: deal.reached,
  stageSince: deal.stageSince,
});
