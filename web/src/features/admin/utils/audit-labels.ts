import { PLAN_IDS, type PlanId } from '@salesflow/shared/auth/auth-user';
import { formatCalendarDate } from '@salesflow/shared/dates/format-date';
import type { AuditEntry } from '../api/get-audit-log';
import { planLabel } from './admin-labels';

export const AUDIT_ACTION_LABELS: Record<AuditEntry['action'], string> = {
  'set-plan': 'Plan set',
  suspend: 'Suspended',
  reactivate: 'Reactivated',
};

const isPlan = (value: unknown): value is PlanId =>
  typeof value === 'string' && (PLAN_IDS as readonly string[]).includes(value);

const planText = (value: unknown): string | null =>
  isPlan(value) ? planLabel(value) : typeof value === 'string' ? value : null;

/**
 * What an entry changed, in words: "Trial → Professional", "Trial → Trial, ends Dec 09, 2026".
 * Only `set-plan` carries details today; anything else has none to show.
 */
export const auditDetail = (entry: AuditEntry): string | null => {
  const from = planText(entry.detail.from);
  const to = planText(entry.detail.to);
  const parts: string[] = [];
  if (from && to) parts.push(`${from} → ${to}`);
  else if (to) parts.push(to);
  const trialEndsAt = entry.detail.trialEndsAt;
  if (typeof trialEndsAt === 'string') parts.push(`ends ${formatCalendarDate(trialEndsAt)}`);
  return parts.length > 0 ? parts.join(', ') : null;
};

const monthName = new Intl.DateTimeFormat('en-US', {
  month: 'long',
  year: 'numeric',
  timeZone: 'UTC',
});

/** The month (`yyyy-mm`) a moment falls in, in UTC: the audit log keeps its months in UTC. */
export const utcMonth = (moment: Date): string => moment.toISOString().slice(0, 7);

/** The months the picker offers, this one first: `{ value: '2026-11', label: 'November 2026' }`. */
export const recentMonths = (now: Date, count = 24): { value: string; label: string }[] =>
  Array.from({ length: count }, (_, back) => {
    const first = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - back, 1));
    return { value: utcMonth(first), label: monthName.format(first) };
  });
