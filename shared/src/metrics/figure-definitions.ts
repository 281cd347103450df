/**
 * What each figure means, written once. The dashboard (GET /api/dashboard/metrics, the analytics
 * panel), the AI insights (GET /api/ai-insights) and the reports (GET /api/reports, the weekly
 * report email) all count by these definitions, and the counters behind them are kept by them
 * (shared/src/reports/report-counters.ts, the contact and deal counters). A member who sees only
 * their own leads gets each figure over what they see (their holders').
 *
 * Leads (contacts)
 * - Total Leads: contacts that exist now.
 * - New leads (new contacts) in a period: contacts created in it (the organization's calendar)
 *   and not deleted since, by their source now. They count for whoever held the contact when it
 *   came: its assignee at creation, or the unassigned leads; a later handover does not move them.
 *   "This month" is the current calendar month in the organization's time zone.
 * - Qualified lead: a contact with a score of 70 or more.
 *
 * Deals
 * - Active deals: deals in an open stage now (prospecting, qualification, proposal, closing).
 * - Revenue: the value of the deals in the won stage now. In a period: the value of the deals
 *   won in it that are still won.
 * - Conversion rate: won deals divided by leads, in percent. On the dashboard, won deals now over
 *   Total Leads; in a report, deals won in the period over the new leads of the period.
 * - Win rate: won divided by (won plus lost), of the deals closed in the period.
 * - Average deal size: revenue divided by won deals.
 *
 * AI calls
 * - A call: a real AI call that was placed, that is, it reached the phone network (Twilio took
 *   it) at least once, answered or not. A call still waiting for its time or the dialer, or one
 *   cancelled or refused before it was dialled, is no call. It counts on the day it was first
 *   dialled (the organization's calendar), for the member who made it (who started it, the
 *   auto-calling run or the call it is the callback of), whoever holds the lead later.
 * - A successful call: a call whose outcome is interested or callback (document 2, section 4).
 * - Success rate: successful calls divided by calls, in percent.
 * - A demo call: a scripted call that never leaves the app. Free: it never takes one of the
 *   plan's AI calls and is never counted among calls; reports show demo calls apart. It is on the
 *   contact's timeline as a demo call, which is no contact with the lead (its last contact, the
 *   calls logged that day and its lead score do not move).
 * - AI calls used (the plan's "AI calls this month"): real calls queued in the billing period;
 *   one given back when the call never connected.
 *
 * Changes and percentages
 * - Change from last month: the figure now against the figure when last month ended, in percent
 *   to one decimal. From nothing (last month's figure 0) there is no percent: the change is null,
 *   shown as "—".
 * - Percentages are rounded to one decimal; a share of nothing is 0.
 */

/** A share in percent, to one decimal; 0 when there is nothing to divide by. */
export const ratioPercent = (part: number, whole: number): number =>
  whole > 0 ? Math.round((part / whole) * 1000) / 10 : 0;

/**
 * Percent change of a figure this month: its value now against its value when last month ended
 * (now minus this month's change). Null when last month had nothing to compare with.
 */
export const percentChange = (now: number, changeThisMonth: number): number | null => {
  const before = now - changeThisMonth;
  if (before <= 0) return null;
  return Math.round(((now - before) / before) * 1000) / 10;
};

export const QUALIFIED_SCORE = 70;
export const isQualified = (score: number): boolean => score >= QUALIFIED_SCORE;

/** Won deals over leads (dashboard: now; a report: of its period). */
export const conversionRate = (won: number, leads: number): number => ratioPercent(won, leads);

/** Won over won plus lost. */
export const winRate = (won: number, lost: number): number => ratioPercent(won, won + lost);

export const SUCCESSFUL_CALL_OUTCOMES = ['interested', 'callback'] as const;
export const isSuccessfulCall = (outcome: string | null): boolean =>
  (SUCCESSFUL_CALL_OUTCOMES as readonly (string | null)[]).includes(outcome);

/** What a call record is for the figures: a call, a demo call, or nothing (not placed). */
export type CallKind = 'call' | 'demo' | null;

/**
 * A real call was placed once Twilio took it (it has a CallSid) or once it was tried again (only
 * a placed try is retried: busy, no answer or a failure Twilio reported).
 */
export const callKind = (call: {
  mode: 'demo' | 'real';
  twilioCallSid: string | null;
  real?: { attempt: number } | null;
}): CallKind => {
  if (call.mode === 'demo') return 'demo';
  return call.twilioCallSid || (call.real?.attempt ?? 1) > 1 ? 'call' : null;
};
