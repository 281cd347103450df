import { db, tableName } from '../data/dynamo-client';
import { UpdateCommand } from '../data/dynamo-commands';
import { keyShape } from '../data/key-shape';

/** The organization's request rate counters: one partition. */
export const RATE_PARTITION = keyShape('ORG#<org>#RATE');

/** One counter item per organization and window; the table's TTL removes it afterwards. */
const windowKey = (organizationId: string, windowStart: number, counter: string) => ({
  pk: RATE_PARTITION.key(organizationId),
  sk: `${counter}#${windowStart}`,
});

/**
 * Counts one request in the window and answers false when the window was already full. A refused
 * request leaves the count as it was, so the window frees up on time.
 */
export const countInWindow = async (
  organizationId: string,
  windowStart: number,
  windowSeconds: number,
  limit: number,
  /** Which of the organization's counters: `W` (mutations) unless named. */
  counter = 'W',
): Promise<boolean> => {
  try {
    await db().send(
      new UpdateCommand({
        TableName: tableName(),
        Key: windowKey(organizationId, windowStart, counter),
        UpdateExpression: 'ADD #n :one SET expire = if_not_exists(expire, :expire)',
        ConditionExpression: 'attribute_not_exists(#n) OR #n < :limit',
        ExpressionAttributeNames: { '#n': 'requests' },
        ExpressionAttributeValues: {
          ':one': 1,
          ':limit': limit,
          ':expire': windowStart + windowSeconds * 2,
        },
      }),
    );
    return true;
  } catch (error) {
    if ((error as Error).name === 'ConditionalCheckFailedException') return false;
    throw error;
  }
};
