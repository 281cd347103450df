import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { COUNTED_FROM_STREAM } from '@salesflow/functions/platform/projections/stream-change';
import { countWrites, type Migration, type MigrationContext } from './migration-runner';

/**
 * One record saved while its derived data was written by its own transaction, marked as the
 * stream's to count from now on (platform/projections/stream-change.ts): its deletion, and any
 * later change, are then counted by the counters projector. The mark is all that changes, so the
 * projector sees no change of what it counts. Answers whether it wrote (a record written since
 * carries the mark already).
 */
const mark = async ({ doc, table }: MigrationContext, item: Record<string, unknown>) => {
  if (item[COUNTED_FROM_STREAM] === true) return false;
  try {
    await doc.send(
      new UpdateCommand({
        TableName: table,
        Key: { pk: item.pk, sk: item.sk },
        UpdateExpression: 'SET #mark = :yes',
        ConditionExpression: 'attribute_exists(pk) AND attribute_not_exists(#mark)',
        ExpressionAttributeNames: { '#mark': COUNTED_FROM_STREAM },
        ExpressionAttributeValues: { ':yes': true },
      }),
    );
    return true;
  } catch (error) {
    if ((error as Error).name === 'ConditionalCheckFailedException') return false;
    throw error;
  }
};

/**
 * A migration that marks every record of `types` not marked yet: the records of changes counted
 * by their own transaction (which the stream keeps for a day, and a new projector reads from the
 * oldest) are not counted again, and a record changed after the release counts only what it
 * changed. Safe to run again.
 */
export const markCountedFromStream = (
  name: string,
  description: string,
  types: readonly string[],
): Migration => ({
  name,
  description,
  run: (context) => countWrites(context, types, mark, 8),
});
