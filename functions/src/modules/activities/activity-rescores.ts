import { countsAsContact } from '@salesflow/shared/activities/contacting';
import type { StreamChange } from '../../platform/projections/stream-change';
import { fromActivityItem } from './activity.entity';

/**
 * The contact a timeline entry asks to be scored again: reaching a lead (a call, an email, a
 * WhatsApp message or a note logged on it) is evidence for its score (engagement, recency), so a
 * new such entry has its contact scored again (the lead-scores queue, sent from the table's stream
 * by the counters projector). Entries taken away (a deleted contact's timeline) ask nothing. Pure.
 */
export const activityRescores = (
  change: StreamChange,
): { organizationId: string; contactId: string }[] => {
  if (change.before || change.after?.type !== 'activity') return [];
  const activity = fromActivityItem(change.after);
  return activity.contactId && countsAsContact(activity.type)
    ? [{ organizationId: activity.organizationId, contactId: activity.contactId }]
    : [];
};
