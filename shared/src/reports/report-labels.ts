import { capitalise } from '../contacts/score-band';

/**
 * The words the Reports page and the weekly report email name figures with, so both say the
 * same thing.
 */

/** `cold_call` → "Cold Call", `unknown` → "Unknown", `not_interested` → "Not Interested". */
export const wordsLabel = (value: string): string =>
  value.split('_').filter(Boolean).map(capitalise).join(' ');

/** "1 won deal", "1,234 won deals". */
export const countLabel = (count: number, singular: string, plural = `${singular}s`): string =>
  `${count.toLocaleString('en-US')} ${count === 1 ? singular : plural}`;

export const formatCount = (count: number): string => count.toLocaleString('en-US');
