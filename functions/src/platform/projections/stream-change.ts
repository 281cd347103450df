import type { AttributeValue, DynamoDBRecord } from 'aws-lambda';

/**
 * One record of the table's stream, as a projector reads it: the item before and after the change
 * (plain values, as the document client gives them), in the order of the stream.
 */
export interface StreamChange {
  /** The record's sequence number: its place in its shard, and what a failure reports. */
  seq: string;
  kind: 'INSERT' | 'MODIFY' | 'REMOVE';
  /** The item before the change; null for an INSERT. */
  before: Record<string, unknown> | null;
  /** The item after the change; null for a REMOVE. */
  after: Record<string, unknown> | null;
  /**
   * When the record was written, epoch ms: DynamoDB rounds it down to the second, DynamoDB Local
   * to the minute (too coarse for a lag; projections read a stamp of the item where it has one).
   */
  approximateAt: number;
}

/** An attribute value as plain data (numbers as numbers, as the document client reads them). */
const plain = (value: AttributeValue): unknown => {
  if (value.S !== undefined) return value.S;
  if (value.N !== undefined) return Number(value.N);
  if (value.BOOL !== undefined) return value.BOOL;
  if (value.NULL) return null;
  if (value.M !== undefined) return plainItem(value.M);
  if (value.L !== undefined) return value.L.map(plain);
  if (value.SS !== undefined) return new Set(value.SS);
  if (value.NS !== undefined) return new Set(value.NS.map(Number));
  if (value.B !== undefined) return value.B;
  if (value.BS !== undefined) return new Set(value.BS);
  return undefined;
};

const plainItem = (image: Record<string, AttributeValue>): Record<string, unknown> =>
  Object.fromEntries(Object.entries(image).map(([name, value]) => [name, plain(value)]));

export const toStreamChange = (record: DynamoDBRecord): StreamChange => {
  const data = record.dynamodb ?? {};
  return {
    seq: data.SequenceNumber ?? '',
    kind: record.eventName ?? 'MODIFY',
    before: data.OldImage ? plainItem(data.OldImage) : null,
    after: data.NewImage ? plainItem(data.NewImage) : null,
    approximateAt: (data.ApproximateCreationDateTime ?? 0) * 1000,
  };
};

/**
 * When the change happened, epoch ms: a create's or an edit's own stamp (`updatedAt`), else the
 * stream's (a deletion, or a change that keeps the stamp).
 */
export const changedAt = (change: StreamChange): number => {
  const after = change.after?.updatedAt;
  if (typeof after === 'string' && after !== change.before?.updatedAt) return Date.parse(after);
  return change.approximateAt || Date.now();
};

/**
 * Marks a record whose derived counters the stream keeps: every write of it carries the mark; one
 * written before (counted by its own transaction) lacks it until a migration marks it. A change is
 * the stream's to count when its newest image (or, for a deletion, its last) is marked: an
 * unmarked change was counted by its transaction, and a replay of the stream from before the
 * cut-over counts nothing twice.
 */
export const COUNTED_FROM_STREAM = 'countedFromStream';

export const countedFromStream = (change: StreamChange): boolean =>
  (change.after ?? change.before)?.[COUNTED_FROM_STREAM] === true;

/** The organizations of a batch's records (their facts are read once a batch). */
export const organizationsOf = (changes: readonly StreamChange[]): string[] => [
  ...new Set(
    changes.flatMap((change) => {
      const id = (change.after ?? change.before)?.organizationId;
      return typeof id === 'string' ? [id] : [];
    }),
  ),
];
