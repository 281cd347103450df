import { createHash } from 'node:crypto';
import { db, tableName } from '../data/dynamo-client';
import { GetCommand, PutCommand } from '../data/dynamo-commands';
import { keyShape } from '../data/key-shape';
import { putWrite, type Write } from '../data/unit-of-work';

/**
 * An answer kept for a call's retries, written in the same transaction as the record the call
 * makes (a webhook lead's contact), so the first delivery of a lead costs one write, not three
 * (Powertools' "in progress" record, the change, the record "completed").
 *
 * How it stays exactly once without an "in progress" record: the answer's item is put on the
 * condition that there is none yet (or only an expired one), in the change's own transaction.
 * Two deliveries of one call at the same moment both try; the transaction of one commits, the
 * other's is cancelled on this condition (DynamoDB evaluates every condition of a transaction),
 * and that one then reads the answer the first kept and gives it: the copy is answered as the
 * first, not with a 409 to send again. A call whose outcome writes nothing of its own (a lead
 * refused, or merged into a known contact) reads the answer first and keeps its own after, with
 * the same condition.
 *
 * Layout: `IDEMPOTENCY#<name>#<sha256 of the call's identity>` / `IDEMPOTENCY`, each answer its
 * own partition (retries spread over the table); gone after `expire` (the table's TTL).
 */
/** Answers live in the one table, under their own prefix. */
export const ANSWER_PARTITION = keyShape('IDEMPOTENCY#<name>#<hash>');

export interface KeptAnswer<A> {
  key: { pk: string; sk: string };
  name: string;
  organizationId: string;
  expiresAfterSeconds: number;
  /**
   * The answer from its stored item: every read goes through it, so a caller that changes what
   * it keeps can still read what an earlier version kept while that lives.
   */
  read: (stored: unknown) => A;
}

export const keptAnswer = <A>(
  name: string,
  organizationId: string,
  identity: readonly string[],
  expiresAfterSeconds: number,
  read: (stored: unknown) => A,
): KeptAnswer<A> => ({
  key: {
    pk: ANSWER_PARTITION.key(
      name,
      createHash('sha256').update(JSON.stringify(identity)).digest('hex'),
    ),
    sk: 'IDEMPOTENCY',
  },
  name,
  organizationId,
  expiresAfterSeconds,
  read,
});

/** The call was answered already (by an earlier or concurrent delivery): read its answer. */
export class AlreadyAnsweredError extends Error {
  constructor() {
    super('This call was answered already');
    this.name = 'AlreadyAnsweredError';
  }
}

const nowSeconds = () => Math.floor(Date.now() / 1000);

/**
 * An item the call's log keeps of it (a whole item, with its own key and expiry), carried on the
 * answer and written from the table's stream (answer-log.projection.ts): the call's transaction
 * writes one item fewer, and the log has exactly the calls whose answer was kept first.
 */
export type LogEntry = Record<string, unknown> & { pk: string; sk: string };

const answerItem = <A>(kept: KeptAnswer<A>, answer: A, logEntry?: LogEntry) => ({
  ...kept.key,
  type: 'answer',
  name: kept.name,
  organizationId: kept.organizationId,
  answer,
  ...(logEntry ? { [LOG_ENTRY]: logEntry } : {}),
  expire: nowSeconds() + kept.expiresAfterSeconds,
});

/** The answer item's attribute that carries its log entry. */
export const LOG_ENTRY = 'logEntry';

const unanswered = () => ({
  expression: 'attribute_not_exists(pk) OR #expire < :now',
  names: { '#expire': 'expire' },
  values: { ':now': nowSeconds() },
});

/** The write that keeps `answer`, for the transaction of the change it answers. */
export const answerWrite = <A>(kept: KeptAnswer<A>, answer: A, logEntry?: LogEntry): Write =>
  putWrite(answerItem(kept, answer, logEntry), {
    ...unanswered(),
    error: () => new AlreadyAnsweredError(),
  });

/** The answer kept, or null when there is none (or it expired). */
export const readAnswer = async <A>(kept: KeptAnswer<A>): Promise<A | null> => {
  const { Item } = await db().send(
    new GetCommand({ TableName: tableName(), Key: kept.key, ConsistentRead: true }),
  );
  if (!Item || Number(Item.expire) < nowSeconds()) return null;
  return kept.read(Item.answer);
};

/**
 * Keeps `answer` unless another delivery kept one first: answers what is kept now (the first
 * answer wins, so every delivery of the call is answered alike), and whether it is this one.
 */
export const keepAnswer = async <A>(
  kept: KeptAnswer<A>,
  answer: A,
  logEntry?: LogEntry,
): Promise<{ answer: A; first: boolean }> => {
  const condition = unanswered();
  try {
    await db().send(
      new PutCommand({
        TableName: tableName(),
        Item: answerItem(kept, answer, logEntry),
        ConditionExpression: condition.expression,
        ExpressionAttributeNames: condition.names,
        ExpressionAttributeValues: condition.values,
      }),
    );
    return { answer, first: true };
  } catch (error) {
    if ((error as Error).name !== 'ConditionalCheckFailedException') throw error;
    const first = await readAnswer(kept);
    return first ? { answer: first, first: false } : { answer, first: true };
  }
};
