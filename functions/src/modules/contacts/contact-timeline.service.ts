import type {
  Activity,
  ActivityInput,
  ActivityPage,
  activityInputSchema,
} from '@salesflow/shared/activities/activity.schema';
import type * as z from 'zod/mini';
import type { AuthContext } from '../../platform/auth/session';
import { commit } from '../../platform/data/unit-of-work';
import { countEvent } from '../../platform/metrics';
import { contactTimelinePage, recordActivity } from '../activities/activities.service';
import { contactStillExists, getContact } from './contacts.service';

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

/** Logs a note or a call on a contact, only while the contact exists. */
export const logActivity = async (
  auth: AuthContext,
  contactId: string,
  input: z.output<typeof activityInputSchema>,
): Promise<Activity> => {
  await getContact(auth, contactId);
  const { activity, write } = recordActivity(auth.organizationId, auth.userId, {
    ...input,
    contactId,
    dealId: null,
  });
  await commit([write, contactStillExists(auth.organizationId, contactId)]);
  countEvent('activityLogged');
  return activity;
};
