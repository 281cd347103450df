import type { TaskInput } from '@salesflow/shared/tasks/task.schema';
import { daysAheadAt } from './utils/due-time';

/** How long after a proposal goes out its follow-up is due. */
export const PROPOSAL_FOLLOW_UP_DAYS = 3;

/**
 * The follow-up a deal moved to Proposal offers: a call about it three days on, at 10:00 in the
 * organization's zone, on the deal and its contact.
 */
export const proposalFollowUp = (
  deal: { id: string; title: string; contactId: string | null },
  timeZone: string,
  now = new Date(),
): TaskInput => ({
  title: `Follow up on the proposal: ${deal.title}`.slice(0, 200),
  type: 'call',
  dueAt: daysAheadAt(PROPOSAL_FOLLOW_UP_DAYS, 10, timeZone, now),
  dealId: deal.id,
  contactId: deal.contactId,
});
