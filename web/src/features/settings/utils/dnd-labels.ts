import type { DndUploadAnswer } from '@salesflow/shared/calls/dnd-numbers';
import { DND_SCRUB_MAX_AGE_DAYS } from '@salesflow/shared/calls/india-calling';

const DAY = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  timeZone: 'UTC',
});

/** A YYYY-MM-DD day as "12 Nov 2026". */
export const formatDay = (day: string): string => DAY.format(new Date(`${day}T00:00:00Z`));

/** Today in the browser's own time zone, YYYY-MM-DD. */
export const localToday = (now = new Date()): string =>
  new Intl.DateTimeFormat('en-CA', { year: 'numeric', month: '2-digit', day: '2-digit' }).format(
    now,
  );

export const staleScrubMessage = (lastScrubbedOn: string | null): string =>
  lastScrubbedOn
    ? `Your last NCPR scrub is from ${formatDay(lastScrubbedOn)}, more than ${DND_SCRUB_MAX_AGE_DAYS} days ago. Scrub your numbers again and upload the result.`
    : `Upload the numbers your NCPR scrub returned: promotional calls to them need the lead’s consent. Scrub again at least every ${DND_SCRUB_MAX_AGE_DAYS} days.`;

const count = (n: number) => n.toLocaleString('en-US');

/** "Saved 1,234 numbers; 3 lines could not be read: line 5 "Bad,555", …". */
export const uploadResultText = (
  result: Pick<DndUploadAnswer, 'saved' | 'invalid' | 'invalidCount'>,
): string => {
  const saved = `Saved ${count(result.saved)} ${result.saved === 1 ? 'number' : 'numbers'}`;
  if (result.invalidCount === 0) return `${saved}.`;
  const shown = result.invalid
    .slice(0, 5)
    .map((entry) => `line ${count(entry.line)} "${entry.value}"`)
    .join(', ');
  const more = result.invalidCount > 5 ? ', …' : '';
  const lines = result.invalidCount === 1 ? 'line' : 'lines';
  return `${saved}; ${count(result.invalidCount)} ${lines} could not be read: ${shown}${more}`;
};
