import type { ContactSource } from '../contacts/contact-source';

/**
 * What needs doing next, beside the counters: read on each dashboard load by bounded index
 * queries (how many, up to a cap, and the most pressing one), since they change with time alone.
 */

/** A count read up to a cap: `more` says there are more than `count` (shown as "1,000+"). */
export interface BoundedFigure {
  count: number;
  more: boolean;
}

/** Above this many, the dashboard says "1,000+" rather than read them all. */
export const FOLLOW_UP_COUNT_CAP = 1000;

/** A hot lead not contacted for this long is waiting (never contacted: since its creation). */
export const HOT_LEAD_WAIT_DAYS = 7;

export interface WaitingHotLeads extends BoundedFigure {
  /** The one waiting longest. */
  longest: { id: string; name: string; waitingSince: string } | null;
}

export interface PastDueDeals extends BoundedFigure {
  /** The open deal whose expected close date is furthest behind. */
  mostOverdue: { id: string; title: string; expectedCloseDate: string } | null;
}

/** New leads this month by source, as figure-definitions.ts defines them (not deleted since). */
export type NewLeadsBySource = Record<ContactSource | 'none', number>;

export interface FollowUps {
  hotLeads: WaitingHotLeads;
  pastDueDeals: PastDueDeals;
  newLeadsBySource: NewLeadsBySource;
  /** When they were read, for "waiting 12 days". */
  now: Date;
}
