import { db, tableName } from '../data/dynamo-client';
import { DeleteCommand, QueryCommand, UpdateCommand } from '../data/dynamo-commands';
import { newId } from '../data/ids';
import { pagesOf, readItem } from '../data/read';
import { allShards, shardOf } from '../data/shards';
import { commit, deleteWrite, putWrite, type Write } from '../data/unit-of-work';
import { logger } from '../logger';
import { countEvent } from '../metrics';
import { sendMessage } from './send-message';

/**
 * A transactional outbox: a message is written in the same transaction as the change it tells
 * of, sent right after the commit and then removed. If sending fails (SQS unreachable, the
 * function stopped), the entry stays and the outbox sweeper sends it later: a committed change
 * is never lost on its way to its queue. Messages may arrive twice or late, so workers must be
 * idempotent and must not depend on order.
 *
 * An entry SQS keeps refusing (a body it will never take, a queue that is gone) is not retried
 * forever: each failed send is counted on the entry with its error, and after
 * OUTBOX_MAX_ATTEMPTS it is moved aside to the outbox's dead letters (its own partition, kept 30
 * days with its last error), logged as an error and counted (metric outboxEntryDeadLettered), for
 * an operator to read (listOutboxDeadLetters) and send again once the cause is fixed
 * (redriveOutboxDeadLetter).
 */
export interface OutboxEntry {
  pk: string;
  sk: string;
  queue: string;
  body: string;
  /** Failed sends so far, and the last one's error. */
  attempts?: number;
  lastError?: string;
}

/** An entry moved aside after OUTBOX_MAX_ATTEMPTS failed sends. */
export interface OutboxDeadLetter {
  pk: string;
  sk: string;
  queue: string;
  body: string;
  attempts: number;
  lastError: string;
  /** The entry's own sort key (when it was written). */
  entrySk: string;
  deadAt: string;
}

const OUTBOX_PREFIX = 'OUTBOX#';
/** Left alone by the sweeper for this long: the sending function is still on it. */
export const OUTBOX_GRACE_MS = 30_000;
/** An entry nobody could send in two weeks is dropped by the table's TTL (and logged before). */
const OUTBOX_TTL_SECONDS = 14 * 24 * 3600;

const outboxPartition = (shard: number) => `${OUTBOX_PREFIX}${shard}`;

/** Failed sends after which an entry is a dead letter: the first send and nine sweeps (minutes). */
export const OUTBOX_MAX_ATTEMPTS = 10;
const DEAD_PARTITION = 'OUTBOX_DEAD';
/** Dead letters hold message bodies (names, emails): the table's TTL drops them after 30 days. */
const DEAD_TTL_SECONDS = 30 * 24 * 3600;

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

/** The entry was sent, counted or moved by someone else meanwhile. */
export class OutboxEntryMoved extends Error {}

/** Moves an entry that failed its last allowed send to the dead letters, unless it changed. */
const deadLetter = async (entry: OutboxEntry, attempts: number, lastError: string) => {
  const deadAt = new Date().toISOString();
  const letter: OutboxDeadLetter = {
    pk: DEAD_PARTITION,
    sk: `${deadAt}#${entry.sk.split('#').pop() ?? newId()}`,
    queue: entry.queue,
    body: entry.body,
    attempts,
    lastError,
    entrySk: entry.sk,
    deadAt,
  };
  try {
    await commit([
      // Only as it was counted: a sweep racing this one sent or moved it already otherwise.
      deleteWrite(
        { pk: entry.pk, sk: entry.sk },
        {
          expression: 'attempts = :attempts',
          values: { ':attempts': attempts },
          error: () => new OutboxEntryMoved(),
        },
      ),
      putWrite({ ...letter, expire: Math.floor(Date.now() / 1000) + DEAD_TTL_SECONDS }),
    ]);
  } catch (error) {
    if (error instanceof OutboxEntryMoved) return false;
    throw error;
  }
  logger.error('outbox entry dead-lettered: it will not be sent again', {
    queue: entry.queue,
    sk: entry.sk,
    deadLetter: letter.sk,
    attempts,
    lastError,
  });
  countEvent('outboxEntryDeadLettered');
  return true;
};

/** Counts a failed send on the entry; at the last allowed one, moves it to the dead letters. */
const recordFailure = async (entry: OutboxEntry, error: Error): Promise<'retry' | 'dead'> => {
  const lastError = `${error.name}: ${error.message}`.slice(0, 1_000);
  let attempts: number;
  try {
    const { Attributes } = await db().send(
      new UpdateCommand({
        TableName: tableName(),
        Key: { pk: entry.pk, sk: entry.sk },
        UpdateExpression: 'ADD attempts :one SET lastError = :error',
        ConditionExpression: 'attribute_exists(pk)',
        ExpressionAttributeValues: { ':one': 1, ':error': lastError },
        ReturnValues: 'ALL_NEW',
      }),
    );
    attempts = Number(Attributes?.attempts ?? 1);
  } catch (caught) {
    // Gone meanwhile (sent by a sweep, or moved aside): nothing to count.
    if ((caught as Error).name === 'ConditionalCheckFailedException') return 'retry';
    logger.warn('outbox entry failure not counted', { error: caught as Error, sk: entry.sk });
    return 'retry';
  }
  if (attempts < OUTBOX_MAX_ATTEMPTS) {
    logger.warn('outbox entry not sent; the sweeper will retry it', {
      error,
      queue: entry.queue,
      sk: entry.sk,
      attempts,
    });
    return 'retry';
  }
  return (await deadLetter(entry, attempts, lastError)) ? 'dead' : 'retry';
};

/**
 * Sends a committed entry and removes it. A failure is counted on the entry and logged; the
 * sweeper retries it, up to OUTBOX_MAX_ATTEMPTS sends in all, then it is a dead letter.
 */
export const sendFromOutbox = async (entry: OutboxEntry): Promise<boolean> =>
  (await sendOrCount(entry)) === 'sent';

const sendOrCount = async (entry: OutboxEntry): Promise<'sent' | 'retry' | 'dead'> => {
  try {
    await sendMessage(entry.queue, JSON.parse(entry.body));
  } catch (error) {
    return recordFailure(entry, error as Error);
  }
  await remove(entry).catch((error: Error) =>
    // Sent but still there: the sweeper sends it once more, which workers tolerate.
    logger.warn('outbox entry sent but not removed', { error, sk: entry.sk }),
  );
  return 'sent';
};

/** The most entries one sweep sends per partition, so a sweep ends well within its timeout. */
const SWEEP_LIMIT_PER_SHARD = 200;

/**
 * Sends every entry older than the grace period. Answers how many were sent, failed (to be
 * retried) and were moved to the dead letters.
 */
export const sweepOutbox = async (
  now = Date.now(),
): Promise<{ sent: number; failed: number; deadLettered: number }> => {
  const cutoff = new Date(now - OUTBOX_GRACE_MS).toISOString();
  let sent = 0;
  let failed = 0;
  let deadLettered = 0;
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
      const outcome = await sendOrCount(item as OutboxEntry);
      if (outcome === 'sent') sent += 1;
      else if (outcome === 'dead') deadLettered += 1;
      else failed += 1;
    }
  }
  return { sent, failed, deadLettered };
};

/** The dead letters, oldest first (or newest), a page of up to `limit`, for an operator. */
export const listOutboxDeadLetters = async (
  limit = 100,
  options: { newestFirst?: boolean } = {},
): Promise<OutboxDeadLetter[]> => {
  const { Items = [] } = await db().send(
    new QueryCommand({
      TableName: tableName(),
      KeyConditionExpression: 'pk = :pk',
      ExpressionAttributeValues: { ':pk': DEAD_PARTITION },
      Limit: limit,
      ScanIndexForward: !options.newestFirst,
      ConsistentRead: true,
    }),
  );
  return Items as OutboxDeadLetter[];
};

/** Pages of dead letters counted on one request at most (a page is up to 1 MB read). */
const COUNT_PAGES = 5;

/**
 * How many dead letters there are (they are few: each one is a failure, kept 30 days), or at
 * least how many when there are too many to count here (`capped`).
 */
export const countOutboxDeadLetters = async (): Promise<{ count: number; capped: boolean }> => {
  let count = 0;
  const pages = pagesOf(
    { pk: DEAD_PARTITION, countOnly: true, consistent: false },
    { maxPages: COUNT_PAGES },
  );
  for await (const page of pages) {
    count += page.count;
    if (!page.next) return { count, capped: false };
  }
  return { count, capped: true };
};

/** A dead letter's id for an operator's screen: its sort key, opaque (base64url). */
export const outboxDeadLetterId = (letter: Pick<OutboxDeadLetter, 'sk'>): string =>
  Buffer.from(letter.sk, 'utf8').toString('base64url');

/** The dead letter with this id, or null (sent again, expired, or no id of ours). */
export const findOutboxDeadLetter = async (id: string): Promise<OutboxDeadLetter | null> => {
  const sk = Buffer.from(id, 'base64url').toString('utf8');
  if (Buffer.from(sk, 'utf8').toString('base64url') !== id) return null;
  return ((await readItem({ pk: DEAD_PARTITION, sk })) as OutboxDeadLetter | undefined) ?? null;
};

/**
 * Sends a dead letter again (its cause fixed): put back in the outbox as a new entry and sent at
 * once, so a failure counts from zero and the sweeper retries it.
 */
export const redriveOutboxDeadLetter = async (letter: OutboxDeadLetter): Promise<boolean> => {
  const { entry, write } = outboxPut(letter.queue, JSON.parse(letter.body));
  await commit([
    deleteWrite(
      { pk: letter.pk, sk: letter.sk },
      {
        expression: 'attribute_exists(pk)',
        error: () => new OutboxEntryMoved(),
      },
    ),
    write,
  ]);
  return sendFromOutbox(entry);
};
