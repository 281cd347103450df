import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import type { ContactChange } from '@salesflow/shared/contacts/contact-change';
import { db, tableName } from '../../platform/data/dynamo-client';
import { logger } from '../../platform/logger';
import { sendMessage } from '../../platform/queue/send-message';
import { deleteTimeline } from '../activities/activities.repository';
import { type DealRecord, dealKey, toDealItem } from './deal.entity';
import { listContactDeals } from './deals.repository';

/** Queued after the contact's own write; a failure to queue is logged, never lost silently. */
export const publishContactChange = async (change: ContactChange): Promise<void> => {
  try {
    await sendMessage('contact-changes', change);
  } catch (error) {
    logger.error('could not queue a contact change; its deals keep the old name', {
      error: error as Error,
      change,
    });
  }
};

/** Only a deal still linked to this contact is changed. */
const followContact = async (deal: DealRecord, change: ContactChange) => {
  const next: DealRecord =
    change.change === 'deleted'
      ? { ...deal, contactId: null, contactName: null, contactCompany: null }
      : { ...deal, contactName: change.name, contactCompany: change.company };
  const item = toDealItem(next);
  await db()
    .send(
      new UpdateCommand({
        TableName: tableName(),
        Key: dealKey(deal.organizationId, deal.id),
        UpdateExpression:
          change.change === 'deleted'
            ? 'SET contactId = :null, contactName = :null, contactCompany = :null, #search = :search REMOVE gsi1pk, gsi1sk'
            : 'SET contactName = :name, contactCompany = :company, #search = :search',
        ConditionExpression: 'contactId = :contact',
        ExpressionAttributeNames: { '#search': 'search' },
        ExpressionAttributeValues: {
          ':contact': change.contactId,
          ':search': item.search,
          ...(change.change === 'deleted'
            ? { ':null': null }
            : { ':name': change.name, ':company': change.company }),
        },
      }),
    )
    .catch((error: Error) => {
      if (error.name !== 'ConditionalCheckFailedException') throw error;
    });
};

export const applyContactChange = async (change: ContactChange): Promise<void> => {
  const deals = await listContactDeals(change.organizationId, change.contactId);
  for (const deal of deals) await followContact(deal, change);
  if (change.change === 'deleted') await deleteTimeline(change.organizationId, change.contactId);
};
