import type {
  Activity,
  ActivityPage,
  activityInputSchema,
} from '@salesflow/shared/activities/activity.schema';
import type * as z from 'zod/mini';
import type { AuthContext } from '../../platform/auth/session';
import { tableName } from '../../platform/data/dynamo-client';
import { transactWrite } from '../../platform/data/transactions';
import { contactKey } from '../contacts/contact.entity';
import { getContact } from '../contacts/contacts.service';
import { listActivities } from './activities.repository';
import { activityPut, fromActivityItem } from './activity.entity';

/** A contact's timeline, newest first; another organization's contact is not found. */
export const contactTimeline = async (
  auth: AuthContext,
  contactId: string,
  limit: number,
  cursor?: string,
): Promise<ActivityPage> => {
  await getContact(auth, contactId);
  return listActivities(auth.organizationId, { contactId, dealId: null }, limit, cursor);
};

/** Logs a note or a call on a contact, only while the contact exists. */
export const logActivity = async (
  auth: AuthContext,
  contactId: string,
  input: z.output<typeof activityInputSchema>,
): Promise<Activity> => {
  await getContact(auth, contactId);
  const put = activityPut(auth.organizationId, auth.userId, { ...input, contactId, dealId: null });
  await transactWrite([
    put,
    {
      ConditionCheck: {
        TableName: tableName(),
        Key: contactKey(auth.organizationId, contactId),
        ConditionExpression: 'attribute_exists(pk)',
      },
    },
  ]);
  return fromActivityItem(put.Put?.Item ?? {});
};
