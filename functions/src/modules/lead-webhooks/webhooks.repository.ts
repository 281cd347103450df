import { randomInt } from 'node:crypto';
import type { FieldMapping } from '@salesflow/shared/lead-capture/integration-settings.schema';
import type { WebhookSource } from '@salesflow/shared/lead-capture/lead-sources';
import { db, tableName } from '../../platform/data/dynamo-client';
import {
  GetCommand,
  PutCommand,
  QueryCommand,
  UpdateCommand,
} from '../../platform/data/dynamo-commands';
import { deleteWrite, putWrite, type Write } from '../../platform/data/unit-of-work';
import { ConflictError } from '../../platform/errors';
import { answerStatusOf } from './lead-capture-answer';
import {
  DELIVERY_SHARDS,
  type Delivery,
  deliveryPartition,
  endpointKey,
  fromDeliveryItem,
  fromEndpointItem,
  keyLookupKey,
  LEAD_TIME_INDEX,
  leadTimePartition,
  mappingKey,
  type NewDelivery,
  RATE_SHARDS,
  rateKey,
  type WebhookEndpoint,
} from './webhook.entity';

const DAY_SECONDS = 24 * 3600;
const shards = Array.from({ length: DELIVERY_SHARDS }, (_, i) => i);

export class EndpointChangedError extends ConflictError {
  constructor() {
    super('The webhook key was changed at the same time. Reload and try again.');
  }
}

export const readEndpoint = async (organizationId: string): Promise<WebhookEndpoint | null> => {
  const { Item } = await db().send(
    new GetCommand({
      TableName: tableName(),
      Key: endpointKey(organizationId),
      ConsistentRead: true,
    }),
  );
  return Item ? fromEndpointItem(Item) : null;
};

/** The organization a key belongs to and its ceiling; read consistently, so a rotated key stops at once. */
export const endpointOfKeyHash = async (
  keyHash: string,
): Promise<{ organizationId: string; leadsPerMinute: number } | null> => {
  const { Item } = await db().send(
    new GetCommand({ TableName: tableName(), Key: keyLookupKey(keyHash), ConsistentRead: true }),
  );
  return Item
    ? { organizationId: String(Item.organizationId), leadsPerMinute: Number(Item.leadsPerMinute) }
    : null;
};

/** Only the sealed key is written: a plain key saved before is dropped with the put. */
const endpointItem = ({ plainKey: _plain, ...endpoint }: WebhookEndpoint) => ({
  ...endpointKey(endpoint.organizationId),
  ...endpoint,
});
const lookupItem = (endpoint: WebhookEndpoint) => ({
  ...keyLookupKey(endpoint.keyHash),
  organizationId: endpoint.organizationId,
  leadsPerMinute: endpoint.leadsPerMinute,
});

/** The endpoint replaces `previous` (null: there was none), its key's lookup the old one's. */
export const endpointSaveWrites = (
  previous: WebhookEndpoint | null,
  next: WebhookEndpoint,
): Write[] => {
  const changed = () => new EndpointChangedError();
  const endpoint = putWrite(
    endpointItem(next),
    previous
      ? { expression: 'keyHash = :was', values: { ':was': previous.keyHash }, error: changed }
      : { expression: 'attribute_not_exists(pk)', error: changed },
  );
  // The lookup carries the ceiling too, so a lead needs one read to know its organization and limit.
  if (previous && previous.keyHash === next.keyHash) return [endpoint, putWrite(lookupItem(next))];
  return [
    endpoint,
    putWrite(lookupItem(next), { expression: 'attribute_not_exists(pk)', error: changed }),
    ...(previous ? [deleteWrite(keyLookupKey(previous.keyHash))] : []),
  ];
};

/**
 * The endpoint and its key's lookup go together (the organization is removed): from then on the
 * key finds no organization. Only while the key is the one read (a rotation meanwhile: conflict).
 */
export const endpointRemoveWrites = (endpoint: WebhookEndpoint): Write[] => [
  deleteWrite(endpointKey(endpoint.organizationId), {
    expression: 'keyHash = :was',
    values: { ':was': endpoint.keyHash },
    error: () => new EndpointChangedError(),
  }),
  deleteWrite(keyLookupKey(endpoint.keyHash)),
];

export const readMapping = async (
  organizationId: string,
  source: WebhookSource,
): Promise<FieldMapping> => {
  const { Item } = await db().send(
    new GetCommand({ TableName: tableName(), Key: mappingKey(organizationId, source) }),
  );
  const pairs = Item?.fields as { from: string; to: FieldMapping[string] }[] | undefined;
  if (pairs) return Object.fromEntries(pairs.map(({ from, to }) => [from, to]));
  // Saved before the mapping was kept as a list: a map of names no object property shadows.
  return (Item?.mapping as FieldMapping | undefined) ?? {};
};

export const saveMapping = async (
  organizationId: string,
  source: WebhookSource,
  mapping: FieldMapping,
  now: string,
) => {
  await db().send(
    new PutCommand({
      TableName: tableName(),
      // A list of pairs, not a map: a sender's field name is data ("constructor" included),
      // never an attribute name the marshaller reads as an object's property.
      Item: {
        ...mappingKey(organizationId, source),
        fields: Object.entries(mapping).map(([from, to]) => ({ from, to })),
        updatedAt: now,
      },
    }),
  );
};

/**
 * One delivery, in a partition chosen at random among the source's shards; a delivery that
 * brought a lead is also indexed by time for "last updated". `raw` is kept for refused ones. Its
 * HTTP status, shown on the page, is the one its sender was answered (lead-capture-answer.ts).
 */
const deliveryItem = (
  organizationId: string,
  delivery: NewDelivery,
  keepDays: number,
  raw?: string,
) => {
  const shard = randomInt(DELIVERY_SHARDS);
  const lead = delivery.status !== 'refused';
  return {
    pk: deliveryPartition(organizationId, delivery.source, shard),
    sk: `${delivery.receivedAt}#${delivery.id}`,
    ...delivery,
    httpStatus: answerStatusOf(delivery.status),
    ...(raw !== undefined ? { raw } : {}),
    ...(lead
      ? {
          [LEAD_TIME_INDEX.partitionKey]: leadTimePartition(organizationId, shard),
          [LEAD_TIME_INDEX.sortKey]: delivery.receivedAt,
        }
      : {}),
    expire: Math.floor(Date.parse(delivery.receivedAt) / 1000) + keepDays * DAY_SECONDS,
  };
};

export const putDelivery = async (
  organizationId: string,
  delivery: NewDelivery,
  keepDays: number,
  raw?: string,
) => {
  await db().send(
    new PutCommand({
      TableName: tableName(),
      Item: deliveryItem(organizationId, delivery, keepDays, raw),
    }),
  );
};

/**
 * The delivery's log entry, carried by the answer kept for its retries and written from the
 * table's stream (platform/idempotency/answer-log.projection.ts).
 */
export const deliveryLogEntry = (organizationId: string, delivery: NewDelivery, keepDays: number) =>
  deliveryItem(organizationId, delivery, keepDays);

/** The newest `limit` deliveries of a source: each shard's newest, merged by time. */
export const listDeliveries = async (
  organizationId: string,
  source: WebhookSource,
  limit: number,
): Promise<Delivery[]> => {
  const pages = await Promise.all(
    shards.map((shard) =>
      db().send(
        new QueryCommand({
          TableName: tableName(),
          KeyConditionExpression: 'pk = :pk',
          ExpressionAttributeValues: { ':pk': deliveryPartition(organizationId, source, shard) },
          ScanIndexForward: false,
          Limit: limit,
        }),
      ),
    ),
  );
  return pages
    .flatMap((page) => (page.Items ?? []).map(fromDeliveryItem))
    .sort((a, b) => (a.receivedAt < b.receivedAt ? 1 : a.receivedAt > b.receivedAt ? -1 : 0))
    .slice(0, limit);
};

/** When the organization's last lead arrived through any webhook, or null. */
export const lastLeadAt = async (organizationId: string): Promise<string | null> => {
  const pages = await Promise.all(
    shards.map((shard) =>
      db().send(
        new QueryCommand({
          TableName: tableName(),
          IndexName: LEAD_TIME_INDEX.name,
          KeyConditionExpression: '#pk = :pk',
          ExpressionAttributeNames: { '#pk': LEAD_TIME_INDEX.partitionKey },
          ExpressionAttributeValues: { ':pk': leadTimePartition(organizationId, shard) },
          ScanIndexForward: false,
          Limit: 1,
        }),
      ),
    ),
  );
  const times = pages.flatMap((page) =>
    (page.Items ?? []).map((item) => String(item[LEAD_TIME_INDEX.sortKey])),
  );
  return times.sort().at(-1) ?? null;
};

/** The rate counter item each organization's next lead counts on in this container. */
const rateCursors = new Map<string, number>();

/**
 * Places of a key's window this container took and has not spent yet (`window` is the window they
 * belong to: at its end they lapse unspent).
 */
const leases = new Map<string, { window: number; left: number }>();

/**
 * How many places one update takes: one while a shard's share of the ceiling is small (the ceiling
 * then holds exactly), up to 25 once it is large (at 60,000 a minute a shard holds 3,750), so a
 * burst costs one counter write every 25 leads, not one a lead. Places a container took and did
 * not use lapse with the window: the key is refused at most 25 × containers places early.
 */
export const leaseSize = (perShard: number): number =>
  Math.max(1, Math.min(25, Math.floor(perShard / 50)));

const takePlaces = async (
  organizationId: string,
  shard: number,
  windowStart: number,
  windowSeconds: number,
  limit: number,
  places: number,
): Promise<boolean> => {
  try {
    await db().send(
      new UpdateCommand({
        TableName: tableName(),
        Key: rateKey(organizationId, shard, windowStart),
        UpdateExpression: 'ADD #n :take SET expire = if_not_exists(expire, :expire)',
        ConditionExpression: 'attribute_not_exists(#n) OR #n <= :room',
        ExpressionAttributeNames: { '#n': 'leads' },
        ExpressionAttributeValues: {
          ':take': places,
          ':room': limit - places,
          ':expire': windowStart + windowSeconds * 2,
        },
      }),
    );
    return true;
  } catch (error) {
    if ((error as Error).name === 'ConditionalCheckFailedException') return false;
    throw error;
  }
};

/**
 * Counts one lead in the key's window and answers false when the window is full. From 800 a
 * minute the count is spread over RATE_SHARDS items (each holding its share of the ceiling), taken
 * one after another by this container (not at random: evenly, so no item fills up before the
 * others), so a burst makes no counter hot; and a container takes its places a few at a time
 * (`leaseSize`), spending them from memory. Near the end of a window's room it takes them one by
 * one, so the window fills to the ceiling.
 */
export const countLead = async (
  organizationId: string,
  leadsPerMinute: number,
  windowStart: number,
  windowSeconds: number,
): Promise<boolean> => {
  const lease = leases.get(organizationId);
  if (lease && lease.window === windowStart && lease.left > 0) {
    lease.left -= 1;
    return true;
  }
  const spread = leadsPerMinute >= 800 ? RATE_SHARDS : 1;
  const shard = (rateCursors.get(organizationId) ?? 0) % spread;
  if (rateCursors.size >= 10_000 && !rateCursors.has(organizationId)) {
    rateCursors.clear();
    leases.clear();
  }
  rateCursors.set(organizationId, shard + 1);
  const limit = Math.ceil(leadsPerMinute / spread);
  const size = leaseSize(limit);
  const args = [organizationId, shard, windowStart, windowSeconds, limit] as const;
  if (await takePlaces(...args, size)) {
    leases.set(organizationId, { window: windowStart, left: size - 1 });
    return true;
  }
  return size > 1 && takePlaces(...args, 1);
};
