import type { ContactSource } from '../contacts/contact-source';
import type { DealStage } from '../deals/deal-stages';

/**
 * The report counters' field names. Each counter item (one per day, and one per month, of the
 * organization's calendar) holds `<metric>@<holder>` fields: the holder is whose records they are
 * (a contact's assignee or the unassigned pool, a deal's holder, a call's holder), so a member who
 * sees only their own leads reads only their holders' fields, and per-member figures need no
 * other read. The organization's figure is the sum over holders.
 *
 * Contacts (in each contact partition): `n_<source>` contacts created that day with that source
 * now, still there, by the holder they came to (shared/src/metrics/figure-definitions.ts). Deals:
 * `c` created, `s_<stage>` / `v_<stage>` their count and value in cents by stage now,
 * `r_<stage>` how many reached the stage (the funnel), on the day they were created; `w` / `wv`
 * won and their value, `l` lost, on the day they closed; `t_<stage>` seconds spent in a stage and
 * `x_<stage>` exits from it, on the day they left it. Calls, by the member who made them: `k`
 * calls (real calls placed) and `o_<outcome>` by outcome (`o_none` before one), on the day the
 * call was first dialled; `dc` demo calls, on the day they were made, apart from the calls.
 */
export const HOLDER_MARK = '@';

export const field = (metric: string, holder: string) => `${metric}${HOLDER_MARK}${holder}`;

export const newContactsMetric = (source: ContactSource | null) => `n_${source ?? 'none'}`;
export const stageCountMetric = (stage: DealStage) => `s_${stage}`;
export const stageValueMetric = (stage: DealStage) => `v_${stage}`;
export const reachedMetric = (stage: DealStage) => `r_${stage}`;
export const stayMetric = (stage: DealStage) => `t_${stage}`;
export const exitMetric = (stage: DealStage) => `x_${stage}`;
export const outcomeMetric = (outcome: string | null) => `o_${outcome ?? 'none'}`;
export const DEALS_CREATED = 'c';
export const WON = 'w';
export const WON_CENTS = 'wv';
export const LOST = 'l';
export const CALLS = 'k';
export const DEMO_CALLS = 'dc';

/** Metric → holder → total, summed over counter items; `holders` keeps only those holders. */
export type Tally = Map<string, Map<string, number>>;

export const tallyItems = (
  items: readonly Record<string, unknown>[],
  holders?: readonly string[] | null,
): Tally => {
  const keep = holders ? new Set(holders) : null;
  const tally: Tally = new Map();
  for (const item of items) {
    for (const [name, value] of Object.entries(item)) {
      const at = name.lastIndexOf(HOLDER_MARK);
      if (at <= 0 || typeof value !== 'number') continue;
      const holder = name.slice(at + 1);
      if (keep && !keep.has(holder)) continue;
      const metric = name.slice(0, at);
      const byHolder = tally.get(metric) ?? new Map<string, number>();
      byHolder.set(holder, (byHolder.get(holder) ?? 0) + value);
      tally.set(metric, byHolder);
    }
  }
  return tally;
};

/** One metric, over every holder in the tally. */
export const total = (tally: Tally, metric: string): number => {
  let sum = 0;
  for (const value of tally.get(metric)?.values() ?? []) sum += value;
  return sum;
};

export const ofHolder = (tally: Tally, metric: string, holder: string): number =>
  tally.get(metric)?.get(holder) ?? 0;

/** Every holder with any figure in the tally. */
export const holdersIn = (...tallies: Tally[]): string[] => {
  const holders = new Set<string>();
  for (const tally of tallies) {
    for (const byHolder of tally.values())
      for (const holder of byHolder.keys()) holders.add(holder);
  }
  return [...holders].sort();
};
