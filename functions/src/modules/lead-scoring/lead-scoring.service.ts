import type { Activity } from '@salesflow/shared/activities/activity.schema';
import {
  type CallOutcome,
  callOutcomeOf,
  type EngagementEvidence,
  OPEN_STAGES,
  type OpenStage,
} from '@salesflow/shared/scoring/lead-score';
import { contactTimelinePage } from '../activities/activities.service';
import { rescoreContact } from '../contacts/contact-scores.service';
import { ContactChangedError, currentContact } from '../contacts/contacts.service';
import { dealsOfContact } from '../deals/deals.service';

/**
 * The worker's side of lead scoring: the evidence read from the contact's own timeline and deals
 * (never from the organization as a whole, so it costs the same at 100,000 contacts as at 10),
 * then the contact scored again.
 *
 * Only the newest TIMELINE_LIMIT activities are read: engagement points stop well below that
 * (touches at 4, outcomes at +10, replies at 2), so older ones could not change the score.
 */
const TIMELINE_LIMIT = 200;
const PAGE = 100;

/** A reply from the lead, as the messaging issues will record it: an email or WhatsApp "replied". */
const isReply = (activity: Activity) =>
  (activity.type === 'email' || activity.type === 'whatsapp') &&
  ['replied', 'reply', 'inbound'].includes((activity.outcome ?? '').trim().toLowerCase());

/** Engagement counts from activities (newest first) and deals; pure, for its tests. */
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

const readEngagement = async (organizationId: string, contactId: string) => {
  const activities: Activity[] = [];
  let cursor: string | undefined;
  do {
    const page = await contactTimelinePage(organizationId, contactId, PAGE, cursor);
    activities.push(...page.items);
    cursor = page.nextCursor ?? undefined;
  } while (cursor && activities.length < TIMELINE_LIMIT);
  const deals = await dealsOfContact(organizationId, contactId);
  return engagementFrom(activities.slice(0, TIMELINE_LIMIT), deals);
};

export type RecomputeOutcome = 'rescored' | 'unchanged' | 'gone';

/**
 * Scores the contact again from its evidence as it is now. A contact edited between the read and
 * the write is read again (a few times, then the message is retried by the queue); a contact gone
 * needs nothing.
 */
export const recomputeLeadScore = async (
  organizationId: string,
  contactId: string,
  timezone?: string,
): Promise<RecomputeOutcome> => {
  for (let attempt = 0; ; attempt += 1) {
    const contact = await currentContact(organizationId, contactId);
    if (!contact) return 'gone';
    const engagement = await readEngagement(organizationId, contactId);
    try {
      return (await rescoreContact(contact, engagement, timezone)) ? 'rescored' : 'unchanged';
    } catch (error) {
      if (!(error instanceof ContactChangedError) || attempt >= 4) throw error;
    }
  }
};
