import type { Activity } from '@salesflow/shared/activities/activity.schema';
import {
  type CallOutcome,
  callOutcomeOf,
  type EngagementEvidence,
  OPEN_STAGES,
  type OpenStage,
} from '@salesflow/shared/scoring/lead-score';

/**
 * What a contact's timeline and deals say for its lead score. The calling and messaging issues
 * feed theirs through the same activities: an AI call is a `call` with its outcome, a reply is an
 * `email` or `whatsapp` activity whose outcome is "replied".
 */
/** A reply from the lead, as the messaging issues will record it: an email or WhatsApp "replied". */
const isReply = (activity: Activity) =>
  (activity.type === 'email' || activity.type === 'whatsapp') &&
  ['replied', 'reply', 'inbound'].includes((activity.outcome ?? '').trim().toLowerCase());

/** Engagement counts from activities and deals. */
export const engagementFrom = (
  activities: readonly Activity[],
  deals: readonly { stage: string }[],
): EngagementEvidence => {
  const evidence: EngagementEvidence = {};
  const add = (key: 'notes' | 'calls' | 'emails' | 'whatsapps' | 'replies') => {
    evidence[key] = (evidence[key] ?? 0) + 1;
  };
  const outcomes: Partial<Record<CallOutcome, number>> = {};
  for (const activity of activities) {
    if (activity.type === 'note') add('notes');
    if (activity.type === 'call') {
      add('calls');
      const outcome = callOutcomeOf(activity.outcome);
      if (outcome) outcomes[outcome] = (outcomes[outcome] ?? 0) + 1;
    }
    if (isReply(activity)) add('replies');
    else if (activity.type === 'email') add('emails');
    else if (activity.type === 'whatsapp') add('whatsapps');
  }
  if (Object.keys(outcomes).length) evidence.callOutcomes = outcomes;
  const open = deals
    .map((deal) => deal.stage)
    .filter((stage): stage is OpenStage => (OPEN_STAGES as readonly string[]).includes(stage));
  const furthest = OPEN_STAGES.filter((stage) => open.includes(stage)).at(-1);
  if (furthest) evidence.furthestOpenStage = furthest;
  const won = deals.filter((deal) => deal.stage === 'won').length;
  const lost = deals.filter((deal) => deal.stage === 'lost').length;
  if (won) evidence.wonDeals = won;
  if (lost) evidence.lostDeals = lost;
  return evidence;
};
