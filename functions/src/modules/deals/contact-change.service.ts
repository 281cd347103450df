import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import type { ContactChange } from '@salesflow/shared/contacts/contact-change';
import { db, tableName } from '../../platform/data/dynamo-client';
import { deleteTimeline } from '../activities/activities.repository';
import { findContact } from '../contacts/contacts.repository';
import { type DealRecord, dealKey, toDealItem } from './deal.entity';
import { listContactDeals } from './deals.repository';

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

/**
 * Brings a contact's deals in line with the contact as it is now, whatever the message says: a
 * message may come twice, late or after a newer one (outbox retries), so the stored contact,
 * read consistently, decides. Gone means deleted: its deals lose it and its timeline goes.
 */
export const applyContactChange = async (message: ContactChange): Promise<void> => {
  const contact = await findContact(message.organizationId, message.contactId);
  const change: ContactChange = contact
    ? {
        change: 'updated',
        organizationId: contact.organizationId,
        contactId: contact.id,
        name: contact.name,
        company: contact.company,
      }
    : { change: 'deleted', organizationId: message.organizationId, contactId: message.contactId };
  const deals = await listContactDeals(change.organizationId, change.contactId);
  for (const deal of deals) await followContact(deal, change);
  if (change.change === 'deleted') await deleteTimeline(change.organizationId, change.contactId);
};
