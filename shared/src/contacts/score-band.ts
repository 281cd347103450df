import type { ContactStatus } from './contact.schema';

export type ScoreBand = 'success' | 'warning' | 'danger';

/** Score bars: 80 or more success, 60-79 warning, below 60 danger (spec section 9). */
export const scoreBand = (score: number): ScoreBand =>
  score >= 80 ? 'success' : score >= 60 ? 'warning' : 'danger';

/** Score badge and call-queue priority use the same bands. */
export const scoreLabel = (score: number): 'High' | 'Medium' | 'Low' =>
  score >= 80 ? 'High' : score >= 60 ? 'Medium' : 'Low';

export type StatusTone = 'success' | 'warning' | 'default';

/** Hot green, warm yellow, cold and anything else gray (spec section 4). */
export const statusTone = (status: ContactStatus | string): StatusTone =>
  status === 'hot' ? 'success' : status === 'warm' ? 'warning' : 'default';

export const capitalise = (value: string): string =>
  value ? value.charAt(0).toUpperCase() + value.slice(1) : value;
