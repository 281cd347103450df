import { GetCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import type { DealStage } from '@salesflow/shared/deals/deal.schema';
import { decodeCursor, encodeCursor } from '../../platform/data/cursor';
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
  contactDealsIndexKey,
  DEAL_PREFIX,
  type DealRecord,
  dealKey,
  dealPartition,
  fromDealItem,
  stageIndexKey,
  toDealItem,
} from './deal.entity';

export class DealChangedError extends ConflictError {
  constructor() {
    super('This deal was changed by someone else. Reload and try again.');
  }
}

/** Thrown when a condition other than the deal's own failed (e.g. its contact changed). */
export class DealDependencyChanged extends Error {}

const run = async (items: TransactItems) => {
  try {
    await transactWrite(items);
  } catch (error) {
    if (error instanceof TransactionConditionFailed) {
      throw error.failedIndexes.includes(0) ? new DealChangedError() : new DealDependencyChanged();
    }
    throw error;
  }
};

export const insertDeal = (deal: DealRecord, extra: TransactItems) =>
  run([
    {
      Put: {
        TableName: tableName(),
        Item: toDealItem(deal),
        ConditionExpression: 'attribute_not_exists(pk)',
      },
    },
    ...extra,
  ]);

export const findDeal = async (organizationId: string, id: string): Promise<DealRecord | null> => {
  const { Item } = await db().send(
    new GetCommand({
      TableName: tableName(),
      Key: dealKey(organizationId, id),
      ConsistentRead: true,
    }),
  );
  return Item ? fromDealItem(Item) : null;
};

const unchanged = (previous: DealRecord) => ({
  ConditionExpression: 'attribute_exists(pk) AND updatedAt = :was',
  ExpressionAttributeValues: { ':was': previous.updatedAt },
});

export const replaceDeal = (previous: DealRecord, next: DealRecord, extra: TransactItems) =>
  run([
    { Put: { TableName: tableName(), Item: toDealItem(next), ...unchanged(previous) } },
    ...extra,
  ]);

export const removeDeal = (deal: DealRecord, extra: TransactItems) =>
  run([
    {
      Delete: {
        TableName: tableName(),
        Key: dealKey(deal.organizationId, deal.id),
        ...unchanged(deal),
      },
    },
    ...extra,
  ]);

const isSortKey = (value: unknown): value is string =>
  typeof value === 'string' && value.startsWith(DEAL_PREFIX) && value.length < 100;

/** One board column: the stage index, newest first. */
export const listStagePage = async (
  organizationId: string,
  stage: DealStage,
  limit: number,
  cursor?: string,
) => {
  const pk = stageIndexKey(organizationId, stage);
  const scope = `deals-stage|${organizationId}|${stage}`;
  const from = cursor ? decodeCursor(cursor, scope, isSortKey) : undefined;
  const out = await db().send(
    new QueryCommand({
      TableName: tableName(),
      IndexName: 'gsi2',
      KeyConditionExpression: 'gsi2pk = :pk',
      ExpressionAttributeValues: { ':pk': pk },
      ScanIndexForward: false,
      Limit: limit,
      ExclusiveStartKey: from
        ? { gsi2pk: pk, gsi2sk: from, ...dealKey(organizationId, from.slice(DEAL_PREFIX.length)) }
        : undefined,
    }),
  );
  const last = out.LastEvaluatedKey?.gsi2sk;
  return {
    items: (out.Items ?? []).map(fromDealItem),
    nextCursor: last ? encodeCursor(last, scope) : null,
  };
};

export const listDealPage = async (
  organizationId: string,
  options: { limit: number; cursor?: string; search?: string; stage?: DealStage },
) => {
  const conditions: string[] = [];
  const values: Record<string, string> = {};
  if (options.search) {
    conditions.push('contains(#search, :q)');
    values[':q'] = options.search.toLowerCase();
  }
  if (options.stage) {
    conditions.push('#stage = :stage');
    values[':stage'] = options.stage;
  }
  const page = await queryShardedNewestFirst({
    partitions: allShards().map((s) => dealPartition(organizationId, s)),
    cursorScope: `deals|${organizationId}|${options.stage ?? ''}|${options.search ?? ''}`,
    skPrefix: DEAL_PREFIX,
    limit: options.limit,
    cursor: options.cursor,
    filter: conditions.length
      ? {
          FilterExpression: conditions.join(' AND '),
          ExpressionAttributeNames: {
            ...(options.search ? { '#search': 'search' } : {}),
            ...(options.stage ? { '#stage': 'stage' } : {}),
          },
          ExpressionAttributeValues: values,
        }
      : undefined,
  });
  return { items: page.items.map(fromDealItem), nextCursor: page.nextCursor };
};

/** A contact's deals (gsi1), for its detail view and to follow a contact's rename. */
export const listContactDeals = async (
  organizationId: string,
  contactId: string,
): Promise<DealRecord[]> => {
  const deals: DealRecord[] = [];
  let start: Record<string, unknown> | undefined;
  do {
    const out = await db().send(
      new QueryCommand({
        TableName: tableName(),
        IndexName: 'gsi1',
        KeyConditionExpression: 'gsi1pk = :pk',
        ExpressionAttributeValues: { ':pk': contactDealsIndexKey(organizationId, contactId) },
        ScanIndexForward: false,
        ExclusiveStartKey: start,
      }),
    );
    deals.push(...(out.Items ?? []).map(fromDealItem));
    start = out.LastEvaluatedKey;
  } while (start && deals.length < 5000);
  return deals;
};
