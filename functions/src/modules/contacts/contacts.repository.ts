import { BatchGetCommand, GetCommand } from '@aws-sdk/lib-dynamodb';
import type { Contact } from '@salesflow/shared/contacts/contact.schema';
import { db, tableName } from '../../platform/data/dynamo-client';
import { queryShardedNewestFirst } from '../../platform/data/sharded-query';
import { allShards } from '../../platform/data/shards';
import {
  type TransactItems,
  TransactionConditionFailed,
  transactWrite,
} from '../../platform/data/transactions';
import { ConflictError } from '../../platform/errors';
import {
  CONTACT_PREFIX,
  contactCounterKey,
  contactEmailKey,
  contactKey,
  contactPartition,
  fromContactItem,
  toContactItem,
} from './contact.entity';

export const duplicateEmail = () =>
  new ConflictError('A contact with this email already exists', [
    { field: 'email', message: 'A contact with this email already exists' },
  ]);

/** Contact, email claim and counter in one transaction: two creates of one email make one contact. */
export const insertContact = async (contact: Contact, extra: TransactItems): Promise<void> => {
  try {
    await transactWrite([
      {
        Put: {
          TableName: tableName(),
          Item: {
            ...contactEmailKey(contact.organizationId, contact.email),
            contactId: contact.id,
          },
          ConditionExpression: 'attribute_not_exists(pk)',
        },
      },
      {
        Put: {
          TableName: tableName(),
          Item: toContactItem(contact),
          ConditionExpression: 'attribute_not_exists(pk)',
        },
      },
      ...extra,
    ]);
  } catch (error) {
    if (error instanceof TransactionConditionFailed && error.failedIndexes.includes(0)) {
      throw duplicateEmail();
    }
    throw error;
  }
};

export const findContact = async (organizationId: string, id: string): Promise<Contact | null> => {
  const { Item } = await db().send(
    new GetCommand({
      TableName: tableName(),
      Key: contactKey(organizationId, id),
      ConsistentRead: true,
    }),
  );
  return Item ? fromContactItem(Item) : null;
};

/** Replaces a contact read as `previous`; fails if it changed or vanished meanwhile. */
export const replaceContact = async (
  previous: Contact,
  next: Contact,
  extra: TransactItems,
): Promise<void> => {
  const unchanged = {
    ConditionExpression: 'attribute_exists(pk) AND updatedAt = :was',
    ExpressionAttributeValues: { ':was': previous.updatedAt },
  };
  const sameEmail = previous.email.toLowerCase() === next.email.toLowerCase();
  const emailMove: TransactItems = sameEmail
    ? []
    : [
        {
          Put: {
            TableName: tableName(),
            Item: { ...contactEmailKey(next.organizationId, next.email), contactId: next.id },
            ConditionExpression: 'attribute_not_exists(pk)',
          },
        },
        {
          Delete: {
            TableName: tableName(),
            Key: contactEmailKey(previous.organizationId, previous.email),
          },
        },
      ];
  try {
    await transactWrite([
      { Put: { TableName: tableName(), Item: toContactItem(next), ...unchanged } },
      ...emailMove,
      ...extra,
    ]);
  } catch (error) {
    if (error instanceof TransactionConditionFailed) {
      throw error.failedIndexes.includes(0) ? changedMeanwhile() : duplicateEmail();
    }
    throw error;
  }
};

export class ContactChangedError extends ConflictError {
  constructor() {
    super('This contact was changed by someone else. Reload and try again.');
  }
}

const changedMeanwhile = () => new ContactChangedError();

export const removeContact = async (contact: Contact, extra: TransactItems): Promise<void> => {
  try {
    await transactWrite([
      {
        Delete: {
          TableName: tableName(),
          Key: contactKey(contact.organizationId, contact.id),
          ConditionExpression: 'attribute_exists(pk) AND updatedAt = :was',
          ExpressionAttributeValues: { ':was': contact.updatedAt },
        },
      },
      {
        Delete: {
          TableName: tableName(),
          Key: contactEmailKey(contact.organizationId, contact.email),
        },
      },
      ...extra,
    ]);
  } catch (error) {
    if (error instanceof TransactionConditionFailed) throw changedMeanwhile();
    throw error;
  }
};

export const listContactPage = async (
  organizationId: string,
  options: { limit: number; cursor?: string; search?: string },
) => {
  const search = options.search?.toLowerCase();
  const page = await queryShardedNewestFirst({
    partitions: allShards().map((shard) => contactPartition(organizationId, shard)),
    cursorScope: `contacts|${organizationId}|${search ?? ''}`,
    skPrefix: CONTACT_PREFIX,
    limit: options.limit,
    cursor: options.cursor,
    filter: search
      ? {
          FilterExpression: 'contains(#search, :q)',
          ExpressionAttributeNames: { '#search': 'search' },
          ExpressionAttributeValues: { ':q': search },
        }
      : undefined,
  });
  return { items: page.items.map(fromContactItem), nextCursor: page.nextCursor };
};

/** Sum of the per-partition counters: 8 item reads, whatever the number of contacts. */
export const countContacts = async (organizationId: string): Promise<number> => {
  let keys: Record<string, unknown>[] = allShards().map((s) =>
    contactCounterKey(organizationId, s),
  );
  let total = 0;
  for (let attempt = 0; keys.length > 0 && attempt < 5; attempt += 1) {
    const { Responses, UnprocessedKeys } = await db().send(
      new BatchGetCommand({ RequestItems: { [tableName()]: { Keys: keys } } }),
    );
    for (const item of Responses?.[tableName()] ?? []) total += Number(item.contacts ?? 0);
    keys = UnprocessedKeys?.[tableName()]?.Keys ?? [];
  }
  return total;
};
