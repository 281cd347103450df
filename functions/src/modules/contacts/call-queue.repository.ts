import type { CallQueueEntry } from '@salesflow/shared/ai-calls/call-queue.schema';
import { db, tableName } from '../../platform/data/dynamo-client';
import { QueryCommand } from '../../platform/data/dynamo-commands';
import { TOP } from '../../platform/data/read';
import {
  CALL_QUEUE_INDEX,
  callQueueHolding,
  callQueuePartitions,
  callQueueSortKey,
  heldCallQueuePartitions,
} from './contact.entity';

/**
 * The top `limit` contacts with a phone by score (at least `minScore`), from the call queue
 * index: `limit` entries of each partition at most (8 for the organization, 8 per holder for a
 * member who sees only their own leads), merged; never the contacts themselves.
 */
export const readCallQueue = async (
  organizationId: string,
  options: { limit: number; minScore: number; holders: readonly string[] | null },
): Promise<CallQueueEntry[]> => {
  const partitions = options.holders
    ? heldCallQueuePartitions(organizationId, options.holders)
    : callQueuePartitions(organizationId);
  const from = callQueueSortKey(options.minScore, '');
  const pages = await Promise.all(
    partitions.map((partition) =>
      db().send(
        new QueryCommand({
          TableName: tableName(),
          IndexName: CALL_QUEUE_INDEX.name,
          // A range, not begins_with: DynamoDB Local reads a whole partition for the latter.
          KeyConditionExpression: '#pk = :pk AND #sk BETWEEN :from AND :to',
          ExpressionAttributeNames: {
            '#pk': CALL_QUEUE_INDEX.partitionKey,
            '#sk': CALL_QUEUE_INDEX.sortKey,
          },
          ExpressionAttributeValues: { ':pk': partition, ':from': from, ':to': `100#${TOP}` },
          ScanIndexForward: false,
          Limit: options.limit,
        }),
      ),
    ),
  );
  return pages
    .flatMap((page) => page.Items ?? [])
    .sort((a, b) => {
      const left = String(a[CALL_QUEUE_INDEX.sortKey]);
      const right = String(b[CALL_QUEUE_INDEX.sortKey]);
      return left === right ? 0 : left > right ? -1 : 1;
    })
    .slice(0, options.limit)
    .map((item) => ({
      id: String(item.id),
      name: String(item.name),
      company: (item.company as string | null) ?? null,
      phone: String(item.phone),
      score: Number(item.score ?? 0),
      ...callQueueHolding(item),
    }));
};
