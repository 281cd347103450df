import { db, tableName } from '../data/dynamo-client';
import { DeleteCommand, PutCommand, UpdateCommand } from '../data/dynamo-commands';
import { keyShape } from '../data/key-shape';
import { readItem } from '../data/read';
import { userKey } from './identity.entity';

/** The spec's sessions entity (sid, sess, expire); `sid` is a hash of the cookie value. */
export interface SessionData {
  userId: string;
  organizationId: string;
  /** The organization's time zone, for "this month" in figures. */
  timezone?: string;
  createdAt: string;
  lastSeenAt: string;
  /** Epoch seconds after which the session is over whatever the activity. */
  absoluteExpiresAt: number;
  /**
   * A platform operator: decided at sign-in from the provider's verified identity (its group, or
   * the local list against the verified email), never from an email stored later.
   */
  operator?: boolean;
}

export interface SessionRecord {
  sid: string;
  sess: SessionData;
  expire: number;
}

/** A session: one item in a partition of its own. */
export const SESSION_PARTITION = keyShape('SESSION#<session>');

const key = (sid: string) => ({ pk: SESSION_PARTITION.key(sid), sk: 'SESSION' });

export const putSession = async (record: SessionRecord): Promise<void> => {
  await db().send(
    new PutCommand({
      TableName: tableName(),
      Item: { ...key(record.sid), type: 'session', ...record },
      ConditionExpression: 'attribute_not_exists(pk)',
    }),
  );
};

export const getSession = async (sid: string): Promise<SessionRecord | null> => {
  const item = await readItem(key(sid));
  return item
    ? { sid: String(item.sid), sess: item.sess as SessionData, expire: Number(item.expire) }
    : null;
};

export const touchSession = async (sid: string, lastSeenAt: string, expire: number) => {
  await db()
    .send(
      new UpdateCommand({
        TableName: tableName(),
        Key: key(sid),
        UpdateExpression: 'SET sess.lastSeenAt = :seen, expire = :expire',
        ConditionExpression: 'attribute_exists(pk)',
        ExpressionAttributeValues: { ':seen': lastSeenAt, ':expire': expire },
      }),
    )
    .catch(() => undefined);
};

/**
 * When the user was last seen (the operators' Users list): set with the session's own touch, at
 * most every few minutes, never failing the request it rides on.
 */
export const touchUser = async (userId: string, at: string) => {
  await db()
    .send(
      new UpdateCommand({
        TableName: tableName(),
        Key: userKey(userId),
        UpdateExpression: 'SET lastActiveAt = :at',
        ConditionExpression: 'attribute_exists(pk)',
        ExpressionAttributeValues: { ':at': at },
      }),
    )
    .catch(() => undefined);
};

/** Points the session at another organization (switching, joining, leaving). */
export const moveSession = async (sid: string, organizationId: string, timezone: string) => {
  await db().send(
    new UpdateCommand({
      TableName: tableName(),
      Key: key(sid),
      UpdateExpression: 'SET sess.organizationId = :org, sess.#tz = :tz',
      ConditionExpression: 'attribute_exists(pk)',
      ExpressionAttributeNames: { '#tz': 'timezone' },
      ExpressionAttributeValues: { ':org': organizationId, ':tz': timezone },
    }),
  );
};

export const deleteSession = async (sid: string): Promise<void> => {
  await db().send(new DeleteCommand({ TableName: tableName(), Key: key(sid) }));
};
