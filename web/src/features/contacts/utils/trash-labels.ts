import type { RestoreResult } from '@salesflow/shared/contacts/contact-trash';
import { timeAgo } from '../../../lib/time-ago';

const noun = (n: number) => `${n.toLocaleString('en-US')} contact${n === 1 ? '' : 's'}`;

/** What the toast says of a restore: those back, and why each other one is not. */
export const restoreOutcome = (
  result: RestoreResult,
): { title: string; description?: string; variant: 'success' | 'error' } => {
  const back = result.restored.length;
  const one = result.restored[0];
  const title = back === 1 ? 'Contact restored' : `${noun(back)} restored`;
  if (result.failed.length === 0) {
    return one && back === 1
      ? { title, description: one.name, variant: 'success' }
      : { title, variant: 'success' };
  }
  const reasons = [...new Set(result.failed.map((f) => f.reason))].slice(0, 2).join(' ');
  if (back === 0 && result.failed.length === 1) {
    return { title: 'Contact not restored', description: reasons, variant: 'error' };
  }
  return {
    title: back ? title : 'No contacts restored',
    description: `${noun(result.failed.length)} not: ${reasons}`,
    variant: back ? 'success' : 'error',
  };
};

const DAY_MS = 24 * 3600 * 1000;
const dates = new Map<string, Intl.DateTimeFormat>();

/** "Dec 1, 2026": the day of an instant in the organization's zone. */
export const dayIn = (iso: string, timeZone: string): string => {
  let format = dates.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', {
      timeZone,
      month: 'short',
      day: 'numeric',
      year: 'numeric',
    });
    dates.set(timeZone, format);
  }
  return format.format(new Date(iso));
};

/** "Deleted 5 minutes ago" within a day, then "Deleted Dec 1, 2026" (the organization's day). */
export const deletedLabel = (iso: string, timeZone: string, now = new Date()): string =>
  now.getTime() - Date.parse(iso) < DAY_MS
    ? `Deleted ${timeAgo(iso, now)}`
    : `Deleted ${dayIn(iso, timeZone)}`;

/** "Gone for good on Dec 31, 2026": when the trash lets go of it, in the organization's zone. */
export const purgeLabel = (iso: string, timeZone: string): string =>
  `Gone for good on ${dayIn(iso, timeZone)}`;
