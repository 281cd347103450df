import type { Activity } from '@salesflow/shared/activities/activity.schema';
import { contactTimelinePage } from '../activities/activities.service';
import { rescoreContact } from '../contacts/contact-scores.service';
import { ContactChangedError, currentContact } from '../contacts/contacts.service';
import { dealsOfContact } from '../deals/deals.service';
import { engagementFrom } from './lead-evidence';

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
