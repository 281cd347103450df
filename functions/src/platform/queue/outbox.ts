import { DeleteCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import { db, tableName } from '../data/dynamo-client';
import { newId } from '../data/ids';
import { allShards, shardOf } from '../data/shards';
import { putWrite, type Write } from '../data/unit-of-work';
import { logger } from '../logger';
import { sendMessage } from './send-message';

/**
 * A transactional outbox: a message is written in the same transaction as the change it tells
 * of, sent right after the commit and then removed. If sending fails (SQS unreachable, the
 * function stopped), the entry stays and the outbox sweeper sends it later: a committed change
 * is never lost on its way to its queue. Messages may arrive twice or late, so workers must be
 * idempotent and must not depend on order.
 */
export interface OutboxEntry {
  pk: string;
  sk: string;
  queue: string;
  body: string;
}

const OUTBOX_PREFIX = 'OUTBOX#';
/** Left alone by the sweeper for this long: the sending function is still on it. */
export const OUTBOX_GRACE_MS = 30_000;
/** An entry nobody could send in two weeks is dropped by the table's TTL (and logged before). */
const OUTBOX_TTL_SECONDS = 14 * 24 * 3600;

const outboxPartition = (shard: number) => `${OUTBOX_PREFIX}${shard}`;

/** The entry, and the Put that writes it in the caller's transaction. */
export const outboxPut = (queue: string, body: unknown): { entry: OutboxEntry; write: Write } => {
  const id = newId();
  const entry: OutboxEntry = {
    pk: outboxPartition(shardOf(id)),
    // Sorted by time: the sweeper reads the old entries only.
    sk: `${new Date().toISOString()}#${id}`,
    queue,
    body: JSON.stringify(body),
  };
  const expire = Math.floor(Date.now() / 1000) + OUTBOX_TTL_SECONDS;
  return { entry, write: putWrite({ ...entry, expire }) };
};

const remove = (entry: OutboxEntry) =>
  db().send(new DeleteCommand({ TableName: tableName(), Key: { pk: entry.pk, sk: entry.sk } }));

/** Sends a committed entry and removes it. A failure is logged; the sweeper retries it. */
export const sendFromOutbox = async (entry: OutboxEntry): Promise<boolean> => {
  try {
    await sendMessage(entry.queue, JSON.parse(entry.body));
  } catch (error) {
    logger.warn('outbox entry not sent; the sweeper will retry it', {
      error: error as Error,
      queue: entry.queue,
      sk: entry.sk,
    });
    return false;
  }
  await remove(entry).catch((error: Error) =>
    // Sent but still there: the sweeper sends it once more, which workers tolerate.
    logger.warn('outbox entry sent but not removed', { error, sk: entry.sk }),
  );
  return true;
};

/** The most entries one sweep sends per partition, so a sweep ends well within its timeout. */
const SWEEP_LIMIT_PER_SHARD = 200;

/** Sends every entry older than the grace period. Answers how many were sent and failed. */
export const sweepOutbox = async (now = Date.now()): Promise<{ sent: number; failed: number }> => {
  const cutoff = new Date(now - OUTBOX_GRACE_MS).toISOString();
  let sent = 0;
  let failed = 0;
  for (const shard of allShards()) {
    const { Items = [] } = await db().send(
      new QueryCommand({
        TableName: tableName(),
        KeyConditionExpression: 'pk = :pk AND sk < :cutoff',
        ExpressionAttributeValues: { ':pk': outboxPartition(shard), ':cutoff': cutoff },
        Limit: SWEEP_LIMIT_PER_SHARD,
        ConsistentRead: true,
      }),
    );
    for (const item of Items) {
      if (await sendFromOutbox(item as OutboxEntry)) sent += 1;
      else failed += 1;
    }
  }
  return { sent, failed };
};
