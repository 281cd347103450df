import type {
  Activity,
  ActivityPage,
  ActivityType,
} from '@salesflow/shared/activities/activity.schema';
import { newId } from '../../platform/data/ids';
import type { Write } from '../../platform/data/unit-of-work';
import {
  activityWrite,
  deleteTimeline,
  listActivities,
  moveTimeline,
} from './activities.repository';
import { toActivityItem } from './activity.entity';

/**
 * The timeline, for the modules whose changes it records. They call `recordActivity` and commit
 * its write in the same transaction as the change itself, so the timeline never tells of a
 * change that did not happen, nor misses one that did.
 */
export interface NewActivity {
  type: ActivityType;
  contactId: string | null;
  dealId: string | null;
  subject: string;
  description?: string | null;
  duration?: number | null;
  outcome?: string | null;
}

const activityOf = (
  organizationId: string,
  userId: string | null,
  activity: NewActivity,
  at: string,
  id: string,
): Activity => ({
  id,
  organizationId,
  userId,
  type: activity.type,
  contactId: activity.contactId,
  dealId: activity.dealId,
  subject: activity.subject,
  description: activity.description ?? null,
  duration: activity.duration ?? null,
  outcome: activity.outcome ?? null,
  createdAt: at,
});

export const recordActivity = (
  organizationId: string,
  userId: string | null,
  activity: NewActivity,
  at = new Date().toISOString(),
  /** Given when the activity must be the same if written again (a record made by a queue). */
  id: string = newId(),
): { activity: Activity; write: Write } => {
  const record = activityOf(organizationId, userId, activity, at, id);
  return { activity: record, write: activityWrite(record) };
};

/**
 * The stored item of an activity, for a projection that writes it from the table's stream (its
 * id derived from what it tells of, so a replay writes the same item). Pure.
 */
export const activityItemOf = (
  organizationId: string,
  userId: string | null,
  activity: NewActivity,
  at: string,
  id: string,
): Record<string, unknown> => toActivityItem(activityOf(organizationId, userId, activity, at, id));

/** Just the write, for callers that need not answer with the activity. */
export const activityRecordWrite = (
  organizationId: string,
  userId: string | null,
  activity: NewActivity,
  at?: string,
  id?: string,
): Write => recordActivity(organizationId, userId, activity, at, id).write;

export const contactTimelinePage = (
  organizationId: string,
  contactId: string,
  limit: number,
  cursor?: string,
): Promise<ActivityPage> =>
  listActivities(organizationId, { contactId, dealId: null }, limit, cursor);

/** A contact is gone: so is its timeline. Idempotent. */
export const deleteContactTimeline = (organizationId: string, contactId: string) =>
  deleteTimeline(organizationId, { contactId, dealId: null });

const MESSAGE_TYPES: readonly string[] = ['email', 'whatsapp'];

/**
 * A merge of duplicates: contact `fromId`'s timeline moves onto contact `toId`'s. Answers how many
 * entries moved, and how many of them were emails and WhatsApp messages. Safe to repeat.
 */
export const moveContactTimeline = async (
  organizationId: string,
  fromId: string,
  toId: string,
): Promise<{ activities: number; messages: number }> => {
  const types = await moveTimeline(organizationId, fromId, toId);
  const messages = types.filter((type) => MESSAGE_TYPES.includes(type)).length;
  return { activities: types.length - messages, messages };
};
