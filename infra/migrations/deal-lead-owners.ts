import { GetCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { contactKey, fromContactItem } from '@salesflow/functions/modules/contacts/contact.entity';
import { fromDealItem } from '@salesflow/functions/modules/deals/deal.entity';
import { type Migration, scanByType } from './migration-runner';

/**
 * Deals saved before they kept who added their lead (`leadOwnerId`, the lead's `ownerId`, which
 * never changes) get it from their lead, so the app's rule on who may change a deal (a member: the
 * deals of the leads they added too) reads it from the deal. Only while the deal is still on that
 * lead and has none yet; running it again changes nothing.
 */
export const dealLeadOwnersMigration: Migration = {
  name: '2026-11-27-deal-lead-owners',
  description: 'Keep beside each deal who added its lead',
  run: async (context) => {
    const { doc, table } = context;
    let filled = 0;
    for await (const page of scanByType(context, ['deal'])) {
      for (const item of page) {
        if (item.leadOwnerId !== undefined || !item.contactId) continue;
        const deal = fromDealItem(item);
        if (!deal.contactId) continue;
        const { Item: lead } = await doc.send(
          new GetCommand({
            TableName: table,
            Key: contactKey(deal.organizationId, deal.contactId),
            ConsistentRead: true,
          }),
        );
        // A lead gone meanwhile: its deal loses it (contact-changes), nothing to keep.
        if (!lead) continue;
        try {
          await doc.send(
            new UpdateCommand({
              TableName: table,
              Key: { pk: item.pk, sk: item.sk },
              UpdateExpression: 'SET leadOwnerId = :owner',
              ConditionExpression: 'attribute_not_exists(leadOwnerId) AND contactId = :lead',
              ExpressionAttributeValues: {
                ':owner': fromContactItem(lead).ownerId,
                ':lead': deal.contactId,
              },
            }),
          );
          filled += 1;
        } catch (error) {
          // Moved to another lead (or given its adder) since it was read: that write is current.
          if ((error as Error).name !== 'ConditionalCheckFailedException') throw error;
        }
      }
    }
    return filled;
  },
};
