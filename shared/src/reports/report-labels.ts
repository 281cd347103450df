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

const oneDecimal = new Intl.NumberFormat('en-US', {
  minimumFractionDigits: 1,
  maximumFractionDigits: 1,
});

/**
 * A report's percentage, always to one decimal (document 2, section 9: "percentages to one
 * decimal"): 40 → "40.0%", 62.5 → "62.5%", 0 → "0.0%".
 */
export const formatReportPercent = (value: number): string =>
  `${oneDecimal.format(Number.isFinite(value) ? value : 0)}%`;

/** Under the AI calling figures: demo calls are free and in none of them (figure-definitions.ts). */
export const demoCallsNote = (count: number): string =>
  `Not counted: ${countLabel(count, 'demo call')} (free)`;
