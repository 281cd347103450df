import { batchGetItems } from '../../platform/data/batch';
import { db, tableName } from '../../platform/data/dynamo-client';
import { QueryCommand } from '../../platform/data/dynamo-commands';
import { readAll, readItem } from '../../platform/data/read';
import { queryShardedMerged } from '../../platform/data/sharded-query';
import { addWrite, putWrite, setWrite, type Write } from '../../platform/data/unit-of-work';
import { ConflictError } from '../../platform/errors';
import {
  autoCallsKey,
  CALL_COUNTED_FROM_STREAM,
  CALL_PREFIX,
  type CallRecord,
  CONTACT_CALLS_INDEX,
  callKey,
  callPartition,
  contactCallsIndexKey,
  DUE_CALLS_INDEX,
  dueCallsPartition,
  fromCallItem,
  heldCallsPartition,
  LIVE_CALLS_INDEX,
  liveCallsPartition,
  organizationCallUsageKey,
  toCallItem,
  userCallUsageKey,
} from './ai-call.entity';

export class CallChangedError extends ConflictError {
  constructor() {
    super('This call was changed meanwhile. Reload it and try again.');
  }
}

export const findCall = async (organizationId: string, id: string): Promise<CallRecord | null> => {
  const item = await readItem(callKey(organizationId, id));
  return item ? fromCallItem(item) : null;
};

/**
 * A new call: the call alone. What derives from it (its entry among its holder's calls, the report
 * counters and the platform's AI calls) follows from the table's stream
 * (call-counters.projection.ts); the call is written marked for it.
 */
export const callInsertWrites = (call: CallRecord): Write[] => [
  putWrite(toCallItem(call), {
    expression: 'attribute_not_exists(pk)',
    error: () => new ConflictError('This call already exists'),
  }),
];

/**
 * `next` replaces `previous` only if nobody changed the call meanwhile. Its entry among its
 * holder's calls and its figures follow from the table's stream (call-counters.projection.ts).
 */
export const callReplaceWrites = (previous: CallRecord, next: CallRecord): Write[] => [
  putWrite(toCallItem(next), {
    expression: 'attribute_exists(pk) AND updatedAt = :was',
    values: { ':was': previous.updatedAt },
    error: () => new CallChangedError(),
  }),
];

/**
 * One AI call of the month taken for a real call being queued, refused (with `refused()`) when the
 * organization has `limit` already: two clicks at the last call never pass the limit.
 */
export const callUsageReserveWrites = (
  organizationId: string,
  userId: string,
  periods: { period: string; userPeriod: string; limit: number },
  refused: () => Error,
): Write[] => [
  ...addWrite(
    organizationCallUsageKey(organizationId, periods.period),
    { calls: 1 },
    {
      expression: 'attribute_not_exists(calls) OR calls < :limit',
      values: { ':limit': periods.limit },
      error: refused,
    },
  ),
  ...addWrite(userCallUsageKey(userId, periods.userPeriod), { calls: 1 }),
];

/** A reserved AI call given back (the call never connected). */
export const callUsageReleaseWrites = (
  organizationId: string,
  userId: string,
  usage: { userPeriod: string; organizationPeriod: string },
): Write[] => [
  ...addWrite(organizationCallUsageKey(organizationId, usage.organizationPeriod), { calls: -1 }),
  ...addWrite(userCallUsageKey(userId, usage.userPeriod), { calls: -1 }),
];

export const readUserCallUsage = async (userId: string, period: string): Promise<number> =>
  Number((await readItem(userCallUsageKey(userId, period)))?.calls ?? 0);

export const readOrganizationCallUsage = async (
  organizationId: string,
  period: string,
): Promise<number> =>
  Number((await readItem(organizationCallUsageKey(organizationId, period)))?.calls ?? 0);

/** A page of the organization's calls, newest first. */
export const listCallPage = async (
  organizationId: string,
  options: { limit: number; cursor?: string },
): Promise<{ items: CallRecord[]; nextCursor: string | null }> => {
  const page = await queryShardedMerged({
    partitions: [callPartition(organizationId)],
    cursorScope: `ai-calls|${organizationId}`,
    skPrefix: CALL_PREFIX,
    limit: options.limit,
    cursor: options.cursor,
  });
  return { items: page.items.map(fromCallItem), nextCursor: page.nextCursor };
};

/** A page of the calls on the leads of `holders`, newest first: their entries, then the calls. */
export const listHeldCallPage = async (
  organizationId: string,
  holders: readonly string[],
  options: { limit: number; cursor?: string },
): Promise<{ items: CallRecord[]; nextCursor: string | null }> => {
  const page = await queryShardedMerged({
    partitions: holders.map((holder) => heldCallsPartition(organizationId, holder)),
    cursorScope: `ai-calls-held|${organizationId}|${holders.join(',')}`,
    skPrefix: CALL_PREFIX,
    limit: options.limit,
    cursor: options.cursor,
  });
  const ids = page.items.map((item) => String(item.callId));
  const found = new Map(
    (await batchGetItems(ids.map((id) => callKey(organizationId, id)))).map((item) => [
      String(item.id),
      fromCallItem(item),
    ]),
  );
  return {
    items: ids.flatMap((id) => {
      const call = found.get(id);
      return call ? [call] : [];
    }),
    nextCursor: page.nextCursor,
  };
};

/** The calls made to one contact, newest first (gsi2: a moment behind the latest writes). */
export const listContactCalls = async (
  organizationId: string,
  contactId: string,
  limit: number,
): Promise<CallRecord[]> => {
  const items = await readAll(
    {
      pk: contactCallsIndexKey(organizationId, contactId),
      index: CONTACT_CALLS_INDEX,
      descending: true,
      limit: 100,
    },
    { maxItems: limit },
  );
  return items.map(fromCallItem);
};

/**
 * Moves one call to another holder (its contact was handed over), unless it changed meanwhile:
 * its entry among its holder's calls follows from the table's stream (a handover moves no figure).
 */
export const callHolderWrites = (call: CallRecord, holder: string, updatedAt: string): Write[] => [
  setWrite(
    callKey(call.organizationId, call.id),
    { set: { holder, updatedAt, [CALL_COUNTED_FROM_STREAM]: true } },
    {
      expression: 'attribute_exists(pk) AND updatedAt = :was',
      values: { ':was': call.updatedAt },
      error: () => new CallChangedError(),
    },
  ),
];

/**
 * Moves one call to another contact (a merge of duplicates): its contact, the copy of the
 * contact's name and company, its holder and its place under the contact (gsi2), unless it
 * changed meanwhile. Its entry among its holder's calls follows from the table's stream.
 */
export const callContactWrites = (
  call: CallRecord,
  to: { id: string; name: string; company: string | null; holder: string },
  updatedAt: string,
): Write[] => [
  setWrite(
    callKey(call.organizationId, call.id),
    {
      set: {
        contactId: to.id,
        contactName: to.name,
        contactCompany: to.company,
        holder: to.holder,
        updatedAt,
        [CALL_COUNTED_FROM_STREAM]: true,
        [CONTACT_CALLS_INDEX.partitionKey]: contactCallsIndexKey(call.organizationId, to.id),
      },
    },
    {
      expression: 'attribute_exists(pk) AND updatedAt = :was AND contactId = :from',
      values: { ':was': call.updatedAt, ':from': call.contactId },
      error: () => new CallChangedError(),
    },
  ),
];

/**
 * Calls whose time has come in one shard of an index of real calls (due calls in gsi1, calls on
 * the line in gsi3): keys of at most `limit`, oldest first, up to `now`.
 */
const callsUpTo = async (
  index: { name: string; partitionKey: string; sortKey: string },
  partition: string,
  now: string,
  limit: number,
): Promise<{ organizationId: string; callId: string }[]> => {
  const { Items = [] } = await db().send(
    new QueryCommand({
      TableName: tableName(),
      IndexName: index.name,
      KeyConditionExpression: '#pk = :pk AND #sk <= :now',
      ExpressionAttributeNames: { '#pk': index.partitionKey, '#sk': index.sortKey },
      ExpressionAttributeValues: { ':pk': partition, ':now': `${now}#~` },
      Limit: limit,
    }),
  );
  return Items.map((item) => ({
    organizationId: String(item.organizationId),
    callId: String(item.id),
  }));
};

export const readDueCalls = (shard: number, now: string, limit: number) =>
  callsUpTo(DUE_CALLS_INDEX, dueCallsPartition(shard), now, limit);

export const readCallsToSettle = (shard: number, now: string, limit: number) =>
  callsUpTo(LIVE_CALLS_INDEX, liveCallsPartition(shard), now, limit);

export const readAutoCallsOn = async (organizationId: string, day: string): Promise<number> =>
  Number((await readItem(autoCallsKey(organizationId, day)))?.calls ?? 0);

export const autoCallCountWrites = (organizationId: string, day: string): Write[] =>
  addWrite(autoCallsKey(organizationId, day), { calls: 1 });
