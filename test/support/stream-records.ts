import { randomUUID } from 'node:crypto';
import type { AttributeValue, DynamoDBRecord } from 'aws-lambda';

/** An attribute value of a plain item's value (what the document client writes). */
const attribute = (value: unknown): AttributeValue => {
  if (value === null || value === undefined) return { NULL: true };
  if (typeof value === 'string') return { S: value };
  if (typeof value === 'number') return { N: String(value) };
  if (typeof value === 'boolean') return { BOOL: value };
  if (Array.isArray(value)) return { L: value.map(attribute) };
  return {
    M: Object.fromEntries(Object.entries(value as object).map(([k, v]) => [k, attribute(v)])),
  };
};

const imageOf = (item: Record<string, unknown>) =>
  Object.fromEntries(
    Object.entries(item).map(([name, value]) => [name, attribute(value)]),
  ) as Record<string, AttributeValue>;

let seq = 1_000;

/**
 * A stream record as Lambda hands it over: an item from `before` to `after` (stored items, as the
 * entity writes them; null: absent), with the next sequence number of the run.
 */
export const streamRecord = (
  before: Record<string, unknown> | null,
  after: Record<string, unknown> | null,
): DynamoDBRecord => {
  seq += 1;
  const item = (after ?? before) as Record<string, unknown>;
  return {
    eventID: randomUUID(),
    eventName: !before ? 'INSERT' : !after ? 'REMOVE' : 'MODIFY',
    eventVersion: '1.1',
    eventSource: 'aws:dynamodb',
    awsRegion: 'ap-south-1',
    eventSourceARN: 'arn:aws:dynamodb:ap-south-1:000000000000:table/salesflow/stream/test',
    dynamodb: {
      ApproximateCreationDateTime: Math.floor(Date.now() / 1000),
      Keys: { pk: { S: String(item.pk) }, sk: { S: String(item.sk) } },
      ...(before ? { OldImage: imageOf(before) } : {}),
      ...(after ? { NewImage: imageOf(after) } : {}),
      SequenceNumber: String(seq).padStart(21, '0'),
      SizeBytes: 100,
      StreamViewType: 'NEW_AND_OLD_IMAGES',
    },
  };
};
