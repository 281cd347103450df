import type { HeldLead } from '@salesflow/shared/contacts/held-lead';
import { batchGetItems } from '../../platform/data/batch';
import { db, tableName } from '../../platform/data/dynamo-client';
import { QueryCommand } from '../../platform/data/dynamo-commands';
import { readItem } from '../../platform/data/read';
import { addWrite, deleteWrite, putWrite, type Write } from '../../platform/data/unit-of-work';
import { COUNTED_FROM_STREAM } from '../../platform/projections/stream-change';
import { HELD_LEADS_PARTITION, heldCountKey, heldLeadKey } from './held-lead.entity';

/** The lead is held already (an import's chunk delivered again holds each row once). */
export class HeldLeadExistsError extends Error {}

/**
 * A lead held: the item alone. Its place in the count follows from the stream
 * (held-count.projection.ts): a burst of leads past the plan's limit would otherwise write the one
 * count item of the organization in every lead's transaction.
 */
export const holdWrites = (organizationId: string, lead: HeldLead): Write[] => [
  putWrite(
    {
      ...heldLeadKey(organizationId, lead),
      type: 'heldLead',
      organizationId,
      ...lead,
      [COUNTED_FROM_STREAM]: true,
    },
    { expression: 'attribute_not_exists(pk)', error: () => new HeldLeadExistsError() },
  ),
];

/** A held lead as read back, with whether its count follows from the stream. */
export type StoredHeldLead = HeldLead & { countedFromStream: boolean };

/** Which of these leads (by id and time) are held now, read by key 100 at a time. */
export const heldLeadsPresent = async (
  organizationId: string,
  leads: readonly { id: string; receivedAt: string }[],
): Promise<Set<string>> => {
  const items = await batchGetItems(
    leads.map((lead) => heldLeadKey(organizationId, lead)),
    { consistentRead: true },
  );
  return new Set(items.map((item) => String(item.id)));
};

export class HeldLeadGoneError extends Error {}

/**
 * A held lead released: the item deleted. One held before its count moved to the stream was
 * counted by its own transaction, so its release takes it off the count the same way.
 */
export const releaseWrites = (organizationId: string, lead: StoredHeldLead): Write[] => [
  deleteWrite(heldLeadKey(organizationId, lead), {
    expression: 'attribute_exists(pk)',
    error: () => new HeldLeadGoneError(),
  }),
  ...(lead.countedFromStream ? [] : addWrite(heldCountKey(organizationId), { count: -1 })),
];

export const heldCount = async (organizationId: string): Promise<number> =>
  Math.max(0, Number((await readItem(heldCountKey(organizationId)))?.count ?? 0));

/** The oldest held leads, at most `limit`. */
export const oldestHeld = async (
  organizationId: string,
  limit: number,
): Promise<StoredHeldLead[]> => {
  const { Items = [] } = await db().send(
    new QueryCommand({
      TableName: tableName(),
      KeyConditionExpression: 'pk = :pk',
      ExpressionAttributeValues: { ':pk': HELD_LEADS_PARTITION.key(organizationId) },
      ConsistentRead: true,
      Limit: limit,
    }),
  );
  return Items.map((item) => ({
    id: String(item.id),
    receivedAt: String(item.receivedAt),
    origin: String(item.origin),
    fields: item.fields as HeldLead['fields'],
    assignedTo: typeof item.assignedTo === 'string' ? item.assignedTo : null,
    countedFromStream: item[COUNTED_FROM_STREAM] === true,
  }));
};
