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
const index = (context: MigrationContext, item: Record<string, unknown>) => {
  const contact = fromContactItem(item);
  return putChecked(context, item, [...contactListRows(contact), ...searchWordItems(contact)]);
};

const putChecked = async (
  { doc, table }: MigrationContext,
  item: Record<string, unknown>,
  items: Record<string, unknown>[],
) => {
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

/** A contact's rows for lists sorted by its custom values; none without any (nothing written). */
const indexCustom = async (context: MigrationContext, item: Record<string, unknown>) => {
  const rows = contactListRows(fromContactItem(item)).filter((row) => row.facet === 'custom');
  return rows.length > 0 && putChecked(context, item, rows);
};

/**
 * Lists sorted by a custom field read a row per contact with a value (`CF#<key>`): contacts saved
 * before get theirs. Safe to run again.
 */
export const contactCustomSortRowsMigration: Migration = {
  name: '2026-12-12-contact-custom-sort-rows',
  description: "Index every contact's custom values for lists sorted by a custom field",
  run: (context) => countWrites(context, ['contact'], indexCustom, 8),
};
