import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { COUNTED_FROM_STREAM } from '@salesflow/functions/platform/projections/stream-change';
import { type Migration, type MigrationContext, scanByType } from './migration-runner';

/**
 * One deal saved while its counters were kept by its own transaction, marked as counted: from now
 * on the counters projector counts its changes (its deletion takes it off the counters). The mark
 * is all that changes, so the projector sees no change of what it counts. Answers whether it
 * wrote (a deal written since carries the mark already).
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
 * Deals' counters, day items and report items come from the table's stream now
 * (modules/deals/deal-counters.projection.ts), which counts only marked deals: the records of
 * changes counted by their own transaction (which the stream keeps for a day, and a new projector
 * reads from the oldest) are not counted again. Safe to run again.
 */
export const dealCountersFromStreamMigration: Migration = {
  name: '2026-12-05-deal-counters-from-stream',
  description:
    "Mark deals whose counters were kept by their transaction, for the stream's projector",
  run: async (context) => {
    let marked = 0;
    for await (const page of scanByType(context, ['deal'])) {
      for (const item of page) if (await mark(context, item)) marked += 1;
    }
    return marked;
  },
};
