import type { DealStage } from '../deals/deal.schema';

/** Changes of the counted figures within one month (organization's time zone). */
export interface MonthDelta {
  contacts: number;
  qualified: number;
  activeCount: number;
  activeCents: number;
  /** Σ value in cents × probability, over open deals. */
  weighted: number;
  wonCount: number;
  /** Net change of the won value this month (for the month-on-month revenue change). */
  wonCents: number;
  lostCount: number;
  /** Value of the deals won in this month that are still won ("Won This Month"). */
  wonInCents: number;
}

/** The organization's figures, read from counters kept current with every write. */
export interface OrgStats {
  contacts: number;
  /** Contacts with a score of 70 or more. */
  qualified: number;
  stageCounts: Record<DealStage, number>;
  stageCents: Record<DealStage, number>;
  weighted: number;
  thisMonth: MonthDelta;
  /** Open deals expected to close this quarter: Σ value in cents × probability. */
  quarterWeighted: number;
}

export const emptyMonth = (): MonthDelta => ({
  contacts: 0,
  qualified: 0,
  activeCount: 0,
  activeCents: 0,
  weighted: 0,
  wonCount: 0,
  wonCents: 0,
  lostCount: 0,
  wonInCents: 0,
});

export const activeCount = (s: OrgStats) =>
  s.stageCounts.prospecting +
  s.stageCounts.qualification +
  s.stageCounts.proposal +
  s.stageCounts.closing;

export const activeCents = (s: OrgStats) =>
  s.stageCents.prospecting +
  s.stageCents.qualification +
  s.stageCents.proposal +
  s.stageCents.closing;
