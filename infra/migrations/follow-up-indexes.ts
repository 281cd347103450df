import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import {
  fromContactItem,
  HOT_LEAD_INDEX,
  toContactItem,
} from '@salesflow/functions/modules/contacts/contact.entity';
import {
  DUE_INDEX,
  fromDealItem,
  toDealItem,
} from '@salesflow/functions/modules/deals/deal.entity';
import type { IndexDefinition } from '@salesflow/functions/platform/data/table-definition';
import { countWrites, type Migration, type MigrationContext } from './migration-runner';

/**
 * Sets an item's entry in an index where the entity now puts one, unless the item changed since
 * it was read: a write of the new version has already placed it (or left it out) correctly.
 * Answers whether it wrote.
 */
const placeInIndex = async (
  { doc, table }: MigrationContext,
  item: Record<string, unknown>,
  expected: Record<string, unknown>,
  index: IndexDefinition,
): Promise<boolean> => {
  const pk = expected[index.partitionKey];
  if (pk === undefined || item[index.partitionKey] !== undefined) return false;
  try {
    await doc.send(
      new UpdateCommand({
        TableName: table,
        Key: { pk: item.pk, sk: item.sk },
        UpdateExpression: 'SET #ipk = :ipk, #isk = :isk',
        ConditionExpression: 'attribute_not_exists(#ipk) AND updatedAt = :was',
        ExpressionAttributeNames: { '#ipk': index.partitionKey, '#isk': index.sortKey },
        ExpressionAttributeValues: {
          ':ipk': pk,
          ':isk': expected[index.sortKey],
          ':was': item.updatedAt,
        },
      }),
    );
    return true;
  } catch (error) {
    if ((error as Error).name === 'ConditionalCheckFailedException') return false;
    throw error;
  }
};

/**
 * Hot leads waiting and deals past their close date read gsi3: contacts that were hot and open
 * deals that had a close date before it existed get their entry there. Safe to run again.
 */
export const followUpIndexesMigration: Migration = {
  name: '2026-11-23-follow-up-indexes',
  description: 'Index hot leads by how long they wait, open deals by expected close date',
  // Each record writes only its own index entry.
  run: (context) =>
    countWrites(
      context,
      ['contact', 'deal'],
      (each, item) =>
        item.type === 'contact'
          ? placeInIndex(each, item, toContactItem(fromContactItem(item)), HOT_LEAD_INDEX)
          : placeInIndex(each, item, toDealItem(fromDealItem(item)), DUE_INDEX),
      8,
    ),
};
