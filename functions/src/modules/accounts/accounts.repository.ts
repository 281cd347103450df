import type { AdminPayment } from '@salesflow/shared/admin/admin.schema';
import { userKey } from '../../platform/auth/identity.entity';
import { batchGetItems } from '../../platform/data/batch';
import { db, tableName } from '../../platform/data/dynamo-client';
import { QueryCommand } from '../../platform/data/dynamo-commands';
import {
  PLATFORM_CALL_SHARDS,
  PLATFORM_STATS_PK,
  platformCallsPk,
  platformDaySk,
  platformMonthSk,
  platformTotalsKey,
} from '../../platform/data/platform-stats';
import { readBetween, readItem, readPage, TOP } from '../../platform/data/read';
import {
  addWrite,
  commit,
  deleteWrite,
  putWrite,
  type Write,
} from '../../platform/data/unit-of-work';
import { ConflictError } from '../../platform/errors';
import { type Deltas, dayEvents, paymentDeltas, totalsDeltas } from './account-state';
import {
  ACCOUNT_SEARCH_PARTITION,
  ACCOUNTS_INDEX,
  ACCOUNTS_PARTITION,
  type AccountSummary,
  accountSummaryKey,
  fromSummaryItem,
  PLATFORM_PAYMENTS_PARTITION,
  platformPaymentKey,
  searchItemKey,
  toSummaryItem,
} from './account-summary.entity';

export class SummaryMovedError extends ConflictError {
  constructor() {
    super('The account changed meanwhile; its figures will be counted again');
  }
}

export const findSummary = async (organizationId: string): Promise<AccountSummary | null> => {
  const item = await readItem(accountSummaryKey(organizationId));
  return item ? fromSummaryItem(item) : null;
};

const merge = (into: Map<string, Deltas>, sk: string, deltas: Deltas) => {
  const current = into.get(sk) ?? {};
  for (const [field, value] of Object.entries(deltas))
    current[field] = (current[field] ?? 0) + value;
  into.set(sk, current);
};

/** A day's events, on its day item and its month item. */
const onDay = (into: Map<string, Deltas>, day: string, deltas: Deltas) => {
  merge(into, platformDaySk(day), deltas);
  merge(into, platformMonthSk(day.slice(0, 7)), deltas);
};

/**
 * The summary as it is now, and what changed since `previous` added to the platform's totals
 * and days: a new account is a signup on the day it was made; a paid subscription started or
 * ended counts today; each payment's revenue counts on its day.
 */
export const summaryWrites = async (
  previous: AccountSummary | null,
  next: AccountSummary,
  now: Date,
  payments: readonly AdminPayment[] = [],
): Promise<void> => {
  const counted = paymentDeltas(previous?.payments ?? {}, next.payments);
  const pendingBefore = previous?.pendingRefundCents ?? 0;
  const totals: Deltas = {
    ...totalsDeltas(previous?.counted ?? null, next.counted),
    pendingRefundCents: next.pendingRefundCents - pendingBefore,
    pendingRefunds: (next.pendingRefundCents > 0 ? 1 : 0) - (pendingBefore > 0 ? 1 : 0),
  };
  for (const [field, value] of Object.entries(counted.totals)) {
    totals[field] = (totals[field] ?? 0) + value;
  }
  const items = new Map<string, Deltas>();
  if (!previous) {
    totals.users = (totals.users ?? 0) + 1;
    onDay(items, next.createdAt.slice(0, 10), { signups: 1 });
  }
  const events = dayEvents(previous?.counted ?? null, next.counted);
  if (Object.keys(events).length) onDay(items, now.toISOString().slice(0, 10), events);
  for (const [day, deltas] of counted.days) onDay(items, day, deltas);

  const oldWords = new Set(previous?.words ?? []);
  const newWords = new Set(next.words);
  const writes: Write[] = [
    putWrite(
      toSummaryItem(next),
      previous
        ? {
            expression: 'version = :was',
            values: { ':was': previous.version },
            error: () => new SummaryMovedError(),
          }
        : { expression: 'attribute_not_exists(pk)', error: () => new SummaryMovedError() },
    ),
    ...addWrite(platformTotalsKey(), totals),
    ...payments.map((payment) =>
      putWrite({
        ...platformPaymentKey(payment.at, payment.paymentId),
        type: 'platformPayment',
        ...payment,
      }),
    ),
    ...[...items].flatMap(([sk, deltas]) => addWrite({ pk: PLATFORM_STATS_PK, sk }, deltas)),
    ...[...oldWords]
      .filter((word) => !newWords.has(word))
      .map((word) => deleteWrite(searchItemKey(word, next.organizationId))),
    ...[...newWords]
      .filter((word) => !oldWords.has(word))
      .map((word) =>
        putWrite({
          ...searchItemKey(word, next.organizationId),
          type: 'accountSearch',
          organizationId: next.organizationId,
        }),
      ),
  ];
  await commit(writes);
};

/**
 * An account that is gone: its summary and search words go, and its share of the platform's
 * counters is taken back (totals, and the signup of its day), once (conditional on the summary).
 */
export const summaryRemovalWrites = async (previous: AccountSummary): Promise<void> => {
  const counted = paymentDeltas(previous.payments, {});
  const totals: Deltas = {
    ...totalsDeltas(previous.counted, null),
    users: -1,
    pendingRefundCents: -previous.pendingRefundCents,
    pendingRefunds: previous.pendingRefundCents > 0 ? -1 : 0,
  };
  for (const [field, value] of Object.entries(counted.totals)) {
    totals[field] = (totals[field] ?? 0) + value;
  }
  const items = new Map<string, Deltas>();
  onDay(items, previous.createdAt.slice(0, 10), { signups: -1 });
  for (const [day, deltas] of counted.days) onDay(items, day, deltas);
  const changed = Object.fromEntries(Object.entries(totals).filter(([, value]) => value !== 0));
  await commit([
    deleteWrite(accountSummaryKey(previous.organizationId), {
      expression: 'version = :was',
      values: { ':was': previous.version },
      error: () => new SummaryMovedError(),
    }),
    ...addWrite(platformTotalsKey(), changed),
    ...[...items].flatMap(([sk, deltas]) => addWrite({ pk: PLATFORM_STATS_PK, sk }, deltas)),
    ...previous.words.map((word) => deleteWrite(searchItemKey(word, previous.organizationId))),
  ]);
};

export const readTotals = async (): Promise<Record<string, number>> =>
  ((await readItem(platformTotalsKey())) ?? {}) as Record<string, number>;

/** The platform's day or month items between two keys (`D#…` or `M#…`), oldest first. */
export const readPeriods = (from: string, to: string) => readBetween(PLATFORM_STATS_PK, from, to);

/** AI calls per period across the 8 call partitions, by sort key. */
export const readCallPeriods = async (from: string, to: string): Promise<Map<string, number>> => {
  const pages = await Promise.all(
    Array.from({ length: PLATFORM_CALL_SHARDS }, (_, shard) =>
      db().send(
        new QueryCommand({
          TableName: tableName(),
          KeyConditionExpression: 'pk = :pk AND sk BETWEEN :from AND :to',
          ExpressionAttributeValues: { ':pk': platformCallsPk(shard), ':from': from, ':to': to },
        }),
      ),
    ),
  );
  const calls = new Map<string, number>();
  for (const item of pages.flatMap((page) => page.Items ?? [])) {
    calls.set(String(item.sk), (calls.get(String(item.sk)) ?? 0) + Number(item.aiCalls ?? 0));
  }
  return calls;
};

/** A page of account summaries, newest first, with an optional filter on their attributes. */
export const listSummaries = async (options: {
  limit: number;
  after?: Record<string, unknown>;
  filter?: { expression: string; names: Record<string, string>; values: Record<string, unknown> };
}) => {
  const page = await readPage({
    pk: ACCOUNTS_PARTITION.key(),
    index: ACCOUNTS_INDEX,
    filter: options.filter,
    descending: true,
    limit: options.limit,
    cursor: options.after,
  });
  return { items: page.items.map(fromSummaryItem), last: page.next ?? undefined };
};

/** The accounts with a word that begins with `prefix` (at most `limit`). */
export const searchSummaries = async (prefix: string, limit: number): Promise<AccountSummary[]> => {
  const out = await db().send(
    new QueryCommand({
      TableName: tableName(),
      // A key range, not begins_with (which DynamoDB Local answers by reading the partition).
      KeyConditionExpression: 'pk = :pk AND sk BETWEEN :prefix AND :end',
      ExpressionAttributeValues: {
        ':pk': ACCOUNT_SEARCH_PARTITION.key(),
        ':prefix': prefix,
        ':end': `${prefix}${TOP}`,
      },
      Limit: limit,
    }),
  );
  const ids = [...new Set((out.Items ?? []).map((item) => String(item.organizationId)))];
  if (!ids.length) return [];
  const items = await batchGetItems(ids.map(accountSummaryKey));
  return items.map(fromSummaryItem).sort((a, b) => b.createdAt.localeCompare(a.createdAt));
};

export const summariesOf = async (organizationIds: readonly string[]) =>
  (await batchGetItems(organizationIds.map(accountSummaryKey))).map(fromSummaryItem);

/** The owners' profiles, by id (when each was last seen). */
export const ownersOf = async (ownerIds: readonly string[]) =>
  new Map(
    (await batchGetItems(ownerIds.map(userKey))).map((item) => [String(item.id), item] as const),
  );

/** The platform's newest payments. */
export const recentPayments = async (limit: number): Promise<AdminPayment[]> => {
  const out = await db().send(
    new QueryCommand({
      TableName: tableName(),
      KeyConditionExpression: 'pk = :pk',
      ExpressionAttributeValues: { ':pk': PLATFORM_PAYMENTS_PARTITION.key() },
      ScanIndexForward: false,
      Limit: limit,
    }),
  );
  return (out.Items ?? []).map((item) => ({
    paymentId: String(item.paymentId),
    organizationId: String(item.organizationId),
    organizationName: String(item.organizationName ?? ''),
    amountCents: Number(item.amountCents ?? 0),
    refundedCents: Number(item.refundedCents ?? 0),
    currency: String(item.currency ?? 'USD'),
    method: String(item.method ?? ''),
    status: item.status as AdminPayment['status'],
    description: String(item.description ?? ''),
    at: String(item.at),
  }));
};
