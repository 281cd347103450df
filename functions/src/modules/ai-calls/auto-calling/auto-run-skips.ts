import { type CallRefusal, leadLocalTime } from '../real-calls/real-call-checks';

/** Why auto-calling passed a lead of the queue over. */
export type SkipKind = CallRefusal | 'called-today' | 'on-a-call' | 'other';

/** Each kind as the summary says it, in the order equal counts are said. */
const LABELS: Record<SkipKind, string> = {
  'called-today': 'called today',
  'on-a-call': 'already queued or on a call',
  'outside-hours': 'outside calling hours',
  'trai-hours': 'outside TRAI’s 09:00–21:00 for promotional calls',
  dnd: 'on the NCPR do not disturb list',
  'caller-id': 'no ExoPhone of the series TRAI needs',
  'do-not-call': 'Do Not Call',
  'no-consent': 'no consent on record',
  india: 'not callable from an Indian number',
  'no-hours': 'no calling hours set',
  other: 'refused',
};
const ORDER = Object.keys(LABELS) as SkipKind[];

/** The leads one look down the queue passed over, counted by why, and the soonest one callable. */
export interface SkipTally {
  counts: Partial<Record<SkipKind, number>>;
  /** The soonest time a lead passed over for its calling hours may be called. */
  nextAt: Date | null;
}

export const emptyTally = (): SkipTally => ({ counts: {}, nextAt: null });

export const countSkip = (tally: SkipTally, kind: SkipKind, nextAt?: Date): void => {
  tally.counts[kind] = (tally.counts[kind] ?? 0) + 1;
  if (nextAt && (!tally.nextAt || nextAt < tally.nextAt)) tally.nextAt = nextAt;
};

/** "at 09:00" today in `timeZone`, else "on Wed 25 Nov at 09:00". */
const when = (at: Date, timeZone: string, now: Date): string => {
  const [day, clock] = leadLocalTime(at, timeZone).split(', ');
  return day === leadLocalTime(now, timeZone).split(', ')[0]
    ? `at ${clock}`
    : `on ${day} at ${clock}`;
};

/**
 * "12 skipped: 8 called today, 4 outside calling hours; next call possible at 09:00." (most
 * first; the time in the organization's time zone), or "" when none was passed over.
 */
export const skippedSummary = (tally: SkipTally, timeZone: string, now = new Date()): string => {
  const kinds = ORDER.filter((kind) => (tally.counts[kind] ?? 0) > 0).sort(
    (a, b) => (tally.counts[b] ?? 0) - (tally.counts[a] ?? 0),
  );
  if (kinds.length === 0) return '';
  const total = kinds.reduce((sum, kind) => sum + (tally.counts[kind] ?? 0), 0);
  const parts = kinds.map((kind) => `${tally.counts[kind]} ${LABELS[kind]}`).join(', ');
  const next = tally.nextAt ? `; next call possible ${when(tally.nextAt, timeZone, now)}` : '';
  return `${total} skipped: ${parts}${next}.`;
};
