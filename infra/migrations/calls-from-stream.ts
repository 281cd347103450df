import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { CALL_COUNTED_FROM_STREAM } from '@salesflow/functions/modules/ai-calls/ai-call.entity';
import { type Migration, type MigrationContext, scanByType } from './migration-runner';

/**
 * One call saved while its report counters, the platform's AI calls and its entry among its
 * holder's calls were written by its own transaction, marked: from now on the counters projector
 * counts its changes. The mark is all that changes on the call, so the projector sees no change
 * of what it counts. Answers whether it wrote (a call written since carries the mark already).
 */
const mark = async ({ doc, table }: MigrationContext, item: Record<string, unknown>) => {
  if (item[CALL_COUNTED_FROM_STREAM] === true) return false;
  try {
    await doc.send(
      new UpdateCommand({
        TableName: table,
        Key: { pk: item.pk, sk: item.sk },
        UpdateExpression: 'SET #mark = :yes',
        ConditionExpression: 'attribute_exists(pk) AND attribute_not_exists(#mark)',
        ExpressionAttributeNames: { '#mark': CALL_COUNTED_FROM_STREAM },
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
 * AI calls' report counters, the platform's AI calls and the held-call entries come from the
 * table's stream now (modules/ai-calls/call-counters.projection.ts), which counts only marked
 * calls: the records of changes counted by their own transaction (which the stream keeps for a
 * day, and a new projector reads from the oldest) are not counted again, and a call changed after
 * the release counts only what it changed. Safe to run again.
 */
export const callsFromStreamMigration: Migration = {
  name: '2026-12-05-calls-from-stream',
  description:
    "Mark AI calls whose figures were kept by their transaction, for the stream's projector",
  run: async (context) => {
    let marked = 0;
    for await (const page of scanByType(context, ['aiCall'])) {
      for (const item of page) if (await mark(context, item)) marked += 1;
    }
    return marked;
  },
};
