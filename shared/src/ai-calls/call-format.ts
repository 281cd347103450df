import type { AiCallOutcome } from './ai-call.schema';

/*
 * How a call reads on screen and in messages. Apart from ai-call.schema.ts so that a screen
 * showing calls does not bundle zod: that file's schemas read AI_CALL_LIMITS at its top level,
 * and a property read counts as a side effect, so any import of it keeps every schema.
 */

/** Outcome labels of the Recent AI Calls table; anything else is "Unknown" (section 4). */
export const OUTCOME_LABELS: Record<AiCallOutcome, string> = {
  interested: 'Interested',
  not_interested: 'Not Interested',
  callback: 'Callback',
  no_answer: 'No Answer',
};

export const outcomeLabel = (outcome: string | null | undefined): string =>
  outcome && Object.hasOwn(OUTCOME_LABELS, outcome)
    ? OUTCOME_LABELS[outcome as AiCallOutcome]
    : 'Unknown';

/** Duration as minutes:seconds with padded seconds; "N/A" if absent (section 9). */
export const formatCallDuration = (seconds: number | null | undefined): string => {
  if (seconds === null || seconds === undefined || !Number.isFinite(seconds)) return 'N/A';
  const whole = Math.max(0, Math.floor(seconds));
  return `${Math.floor(whole / 60)}:${String(whole % 60).padStart(2, '0')}`;
};

/** The live timer: mm:ss from 00:00. */
export const formatTimer = (seconds: number): string => {
  const whole = Math.max(0, Math.floor(seconds));
  return `${String(Math.floor(whole / 60)).padStart(2, '0')}:${String(whole % 60).padStart(2, '0')}`;
};
