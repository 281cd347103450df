import { statusRank, type WhatsAppMessageStatus } from '@salesflow/shared/whatsapp/message-status';
import { batchGetItems } from '../../platform/data/batch';
import { db, tableName } from '../../platform/data/dynamo-client';
import {
  ConditionalCheckFailedException,
  UpdateCommand,
} from '../../platform/data/dynamo-commands';
import { readItem } from '../../platform/data/read';
import { updateWrite, type Write } from '../../platform/data/unit-of-work';
import { ConflictError } from '../../platform/errors';
import {
  ORPHAN_STATUS_TTL_SECONDS,
  WHATSAPP_ITEMS_INDEX,
  type WhatsAppMessageRecord,
  whatsAppItemsPartition,
  whatsAppMessageKey,
  whatsAppWindowKey,
} from './whatsapp-message.entity';

/** The item's place in the organization's list (whatsapp-message.entity.ts). */
const listed = (organizationId: string, pk: string) => ({
  [WHATSAPP_ITEMS_INDEX.partitionKey]: whatsAppItemsPartition(organizationId),
  [WHATSAPP_ITEMS_INDEX.sortKey]: pk,
});

/** The same WhatsApp message id stored before: nothing to do. */
export class DuplicateWhatsAppMessageError extends ConflictError {
  constructor() {
    super('This WhatsApp message is stored already');
  }
}

/**
 * Stores the message once (conditional on its id, in the caller's transaction). A status seen
 * before it is kept: the status is set only if none is there yet (a status item outranks the
 * initial one, since every reported status is at least `sent`), and the orphan's TTL goes.
 */
export const whatsAppMessageStoreWrite = (record: WhatsAppMessageRecord): Write => {
  const { status, ...fields } = record;
  const key = whatsAppMessageKey(record.organizationId, record.whatsappMessageId);
  const entries = Object.entries({
    ...fields,
    type: 'whatsappMessage',
    ...listed(record.organizationId, key.pk),
  });
  return updateWrite(
    key,
    {
      expression: `SET ${entries.map((_, i) => `#f${i} = :f${i}`).join(', ')}, #status = if_not_exists(#status, :status), #rank = if_not_exists(#rank, :rank), #stored = :true REMOVE #expire`,
      names: {
        ...Object.fromEntries(entries.map(([name], i) => [`#f${i}`, name])),
        '#status': 'status',
        '#rank': 'statusRank',
        '#stored': 'stored',
        '#expire': 'expire',
      },
      values: {
        ...Object.fromEntries(entries.map(([, value], i) => [`:f${i}`, value])),
        ':status': status,
        ':rank': status === 'received' ? 0 : statusRank(status),
        ':true': true,
      },
    },
    {
      expression: 'attribute_not_exists(#stored)',
      names: { '#stored': 'stored' },
      error: () => new DuplicateWhatsAppMessageError(),
    },
  );
};

const tryUpdate = async (input: ConstructorParameters<typeof UpdateCommand>[0]) => {
  try {
    await db().send(new UpdateCommand(input));
    return true;
  } catch (error) {
    if (error instanceof ConditionalCheckFailedException) return false;
    throw error;
  }
};

/**
 * A status report for one of our messages, applied only if it moves the message forward
 * (message-status.ts). On a stored message it changes the status; before the message it makes
 * (or moves) a status-only item with a TTL. Answers whether it moved anything.
 */
export const applyWhatsAppStatus = async (
  organizationId: string,
  whatsappMessageId: string,
  status: WhatsAppMessageStatus,
  at: string,
  error: { code: number | null; title: string } | null,
): Promise<boolean> => {
  const key = whatsAppMessageKey(organizationId, whatsappMessageId);
  const base = {
    TableName: tableName(),
    Key: key,
    ExpressionAttributeNames: {
      '#status': 'status',
      '#rank': 'statusRank',
      '#stored': 'stored',
      '#statusAt': 'statusAt',
      '#error': 'statusError',
    },
  };
  const values = {
    ':status': status,
    ':rank': statusRank(status),
    ':at': at,
    ':error': error,
  };
  for (let round = 0; round < 3; round += 1) {
    const onStored = await tryUpdate({
      ...base,
      UpdateExpression:
        'SET #status = :status, #rank = :rank, #statusAt = :at, #error = :error, updatedAt = :at',
      ConditionExpression: 'attribute_exists(#stored) AND #rank < :rank',
      ExpressionAttributeValues: values,
    });
    if (onStored) return true;
    const stored = await readItem(key);
    if (stored?.stored === true) return false;
    const orphan = await tryUpdate({
      ...base,
      ExpressionAttributeNames: {
        ...base.ExpressionAttributeNames,
        '#expire': 'expire',
        '#listPk': WHATSAPP_ITEMS_INDEX.partitionKey,
        '#listSk': WHATSAPP_ITEMS_INDEX.sortKey,
      },
      UpdateExpression:
        'SET #status = :status, #rank = :rank, #statusAt = :at, #error = :error, #expire = :expire, organizationId = :org, whatsappMessageId = :wamid, #listPk = :listPk, #listSk = :listSk',
      ConditionExpression:
        'attribute_not_exists(#stored) AND (attribute_not_exists(#rank) OR #rank < :rank)',
      ExpressionAttributeValues: {
        ...values,
        ':expire': Math.floor(Date.now() / 1000) + ORPHAN_STATUS_TTL_SECONDS,
        ':org': organizationId,
        ':wamid': whatsappMessageId,
        ':listPk': whatsAppItemsPartition(organizationId),
        ':listSk': key.pk,
      },
    });
    if (orphan) return true;
    // Either a better status is there, or the message landed meanwhile: look again.
    const now = await readItem(key);
    if (now?.stored !== true) return false;
  }
  return false;
};

/** The customer wrote at `at`: the window moves forward only (a late delivery leaves it). */
export const recordCustomerWrote = (organizationId: string, phoneE164: string, at: string) =>
  tryUpdate({
    TableName: tableName(),
    Key: whatsAppWindowKey(organizationId, phoneE164),
    UpdateExpression:
      'SET lastInboundAt = :at, organizationId = :org, phoneE164 = :phone, #listPk = :listPk, #listSk = :listSk',
    ConditionExpression: 'attribute_not_exists(lastInboundAt) OR lastInboundAt < :at',
    ExpressionAttributeNames: {
      '#listPk': WHATSAPP_ITEMS_INDEX.partitionKey,
      '#listSk': WHATSAPP_ITEMS_INDEX.sortKey,
    },
    ExpressionAttributeValues: {
      ':at': at,
      ':org': organizationId,
      ':phone': phoneE164,
      ':listPk': whatsAppItemsPartition(organizationId),
      ':listSk': whatsAppWindowKey(organizationId, phoneE164).pk,
    },
  });

export const lastInboundAt = async (
  organizationId: string,
  phoneE164: string,
): Promise<string | null> => {
  const item = await readItem(whatsAppWindowKey(organizationId, phoneE164));
  return typeof item?.lastInboundAt === 'string' ? item.lastInboundAt : null;
};

/** The last inbound message time of each number that has one (one BatchGetItem per 100). */
export const lastInboundTimes = async (
  organizationId: string,
  phonesE164: readonly string[],
): Promise<Map<string, string>> => {
  const unique = [...new Set(phonesE164)];
  if (unique.length === 0) return new Map();
  const items = await batchGetItems(
    unique.map((phone) => whatsAppWindowKey(organizationId, phone)),
  );
  return new Map(
    items.flatMap((item) =>
      typeof item.phoneE164 === 'string' && typeof item.lastInboundAt === 'string'
        ? [[item.phoneE164, item.lastInboundAt] as const]
        : [],
    ),
  );
};
