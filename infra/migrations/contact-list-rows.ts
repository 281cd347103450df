import { TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import {
  fromContactItem,
  searchWordItems,
} from '@salesflow/functions/modules/contacts/contact.entity';
import { contactListRows } from '@salesflow/functions/modules/contacts/contact-list.entity';
import { countWrites, type Migration, type MigrationContext } from './migration-runner';

/** Items a transaction puts at most beside its check (DynamoDB takes 100 in all). */
const PER_TRANSACTION = 99;

/**
 * One contact saved before the list index (contact-list.entity.ts): its rows, and its search
 * words again (they now carry the fields filters read), in transactions with a check that the
 * contact is still as scanned (`updatedAt`), so an item from a stale scan never lands after the
 * projector's newer one; a contact changed since is indexed by the projector, which follows the
 * change. Putting the same items again changes nothing. Answers whether it wrote.
 */
const index = async ({ doc, table }: MigrationContext, item: Record<string, unknown>) => {
  const contact = fromContactItem(item);
  const items = [...contactListRows(contact), ...searchWordItems(contact)];
  try {
    for (let i = 0; i < items.length; i += PER_TRANSACTION) {
      await doc.send(
        new TransactWriteCommand({
          TransactItems: [
            {
              ConditionCheck: {
                TableName: table,
                Key: { pk: item.pk, sk: item.sk },
                ConditionExpression: 'updatedAt = :updatedAt',
                ExpressionAttributeValues: { ':updatedAt': item.updatedAt },
              },
            },
            ...items
              .slice(i, i + PER_TRANSACTION)
              .map((Item) => ({ Put: { TableName: table, Item } })),
          ],
        }),
      );
    }
    return true;
  } catch (error) {
    if ((error as Error).name === 'TransactionCanceledException') return false;
    throw error;
  }
};

/** Lists that sort and filter read the rows. Safe to run again. */
export const contactListRowsMigration: Migration = {
  name: '2026-12-07-contact-list-rows',
  description: 'Index every contact for lists that sort and filter, and its words for filters',
  // Each contact's rows are its own: eight at once.
  run: (context) => countWrites(context, ['contact'], index, 8),
};
