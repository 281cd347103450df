import type {
  Activity,
  ActivityInput,
  ActivityPage,
  activityInputSchema,
} from '@salesflow/shared/activities/activity.schema';
import { countsAsContact } from '@salesflow/shared/activities/contacting';
import type { Contact } from '@salesflow/shared/contacts/contact.schema';
import { todayIn } from '@salesflow/shared/dates/calendar-date';
import type * as z from 'zod/mini';
import type { AuthContext } from '../../platform/auth/session';
import { commit, type Write } from '../../platform/data/unit-of-work';
import { countEvent } from '../../platform/metrics';
import {
  contactTimelinePage,
  type NewActivity,
  recordActivity,
} from '../activities/activities.service';
import {
  ContactChangedError,
  contactCallCountKey,
  contactTouchWrites,
} from './contacts.repository';
import {
  assertMayChangeContact,
  contactStillExists,
  contactStillExistsLoggingCall,
  getContact,
} from './contacts.service';

export type { ActivityInput };

/** A contact's timeline, newest first; another organization's contact is not found. */
export const contactTimeline = async (
  auth: AuthContext,
  contactId: string,
  limit: number,
  cursor?: string,
): Promise<ActivityPage> => {
  await getContact(auth, contactId);
  return contactTimelinePage(auth.organizationId, contactId, limit, cursor);
};

/**
 * The one way an activity reaches a contact's timeline, only while the contact exists. One that
 * counts as contacting it (shared/activities/contacting.ts) moves its `lastContactedAt` in the
 * same transaction, so "hot leads waiting" never misses a call nor counts one that was not saved.
 * A call also counts towards the day's calls (the daily report), and each of these has the
 * contact's lead score recomputed (lead-scores queue). Activities logged at once do not refuse
 * each other (see contactTouchWrites); a contact whose status or assignee was edited meanwhile,
 * or that a later activity reached first, is read again, the activity keeping its time.
 */
export const recordContactActivity = async (
  auth: Pick<AuthContext, 'organizationId' | 'userId' | 'timezone' | 'role' | 'scope'>,
  contactId: string,
  activity: Omit<NewActivity, 'contactId'>,
): Promise<Activity> => {
  const at = new Date().toISOString();
  for (let attempt = 0; ; attempt += 1) {
    const contact = await getContact(auth, contactId);
    assertMayChangeContact(auth, contact);
    const recorded = contactActivityWrites(auth, contact, activity, at);
    try {
      await commit(recorded.writes);
      return recorded.activity;
    } catch (error) {
      if (!(error instanceof ContactChangedError) || attempt >= 4) throw error;
    }
  }
};

/**
 * What a call logged on a contact on `day` adds to the day's calls (the daily report), for a
 * projection that counts the calls an AI call logged from the table's stream.
 */
export const contactCallCountAdd = (organizationId: string, contactId: string, day: string) => ({
  key: contactCallCountKey(organizationId, contactId, day),
  deltas: { calls: 1 },
});

/**
 * The writes of recordContactActivity for a contact as read, for a change that puts an activity
 * on the timeline in its own transaction (a call's end): the transaction fails with
 * ContactChangedError when the contact moved meanwhile, to be read again and retried. With
 * `callCountedFromStream`, a call is not counted towards the day's calls here: the change's own
 * record says it (`callDay`), and a projection of it counts it (an AI call's end).
 */
export const contactActivityWrites = (
  // userId null: no user's doing (a customer's WhatsApp message).
  auth: Pick<AuthContext, 'organizationId' | 'timezone'> & { userId: string | null },
  contact: Contact,
  activity: Omit<NewActivity, 'contactId'>,
  /** When it happened (now, unless a retry keeps the first attempt's time). */
  when?: string,
  options: { callCountedFromStream?: boolean } = {},
): {
  activity: Activity;
  writes: Write[];
  /** The day a logged call counts on (the organization's calendar); null: no call. */
  callDay: string | null;
} => {
  const recorded = recordActivity(
    auth.organizationId,
    auth.userId,
    { ...activity, contactId: contact.id },
    when,
  );
  const at = recorded.activity.createdAt;
  // A late delivery (a webhook retried hours on) never moves the last contact back in time.
  const reached = countsAsContact(activity.type) && (contact.lastContactedAt ?? '') < at;
  const day = todayIn(auth.timezone, new Date(at));
  // Reaching a lead is evidence for its score (engagement, recency): the entry asks for it from
  // the table's stream (activities/activity-rescores.ts).
  // A call logged by hand is marked on the contact: the day's calls count it from the stream
  // (contact-counters.projection.ts), not by an ADD every call of the day would contend for.
  const loggedCall =
    activity.type === 'call' && !options.callCountedFromStream
      ? { id: recorded.activity.id, day }
      : null;
  return {
    activity: recorded.activity,
    writes: [
      recorded.write,
      reached
        ? contactTouchWrites(contact, at, loggedCall)
        : loggedCall
          ? [contactStillExistsLoggingCall(auth.organizationId, contact.id, loggedCall)]
          : [contactStillExists(auth.organizationId, contact.id)],
    ].flat(),
    callDay: activity.type === 'call' ? day : null,
  };
};

/** Logs a note or a call the user made on a contact. */
export const logActivity = async (
  auth: AuthContext,
  contactId: string,
  input: z.output<typeof activityInputSchema>,
): Promise<Activity> => {
  const activity = await recordContactActivity(auth, contactId, { ...input, dealId: null });
  countEvent('activityLogged');
  return activity;
};
