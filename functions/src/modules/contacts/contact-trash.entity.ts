import type { Contact } from '@salesflow/shared/contacts/contact.schema';
import { TRASH_DAYS } from '@salesflow/shared/contacts/contact-trash';
import { keyShape } from '../../platform/data/key-shape';
import { allShards, shardOf } from '../../platform/data/shards';
import { INDEXES, TABLE } from '../../platform/data/table-definition';
import { fromContactItem } from './contact.entity';

/**
 * The trash (issue 27): a deleted contact is kept for TRASH_DAYS as one item, the contact whole
 * beside when and by whom it was deleted, in the contact's shard of the organization's trash (a
 * bulk delete spreads its writes like the contacts themselves), listed newest deleted first on
 * gsi1 (`ORG#<org>#TRASHED`). The table's TTL drops the item when its days are over; its removal
 * in the stream is what lets the contact's timeline, deals and lead assignments go
 * (contact-change-messages.ts). Readers treat an item past its time as gone (TTL is lazy).
 */
export const TRASH_PARTITION = keyShape('ORG#<org>#TRASH#<shard>');
export const TRASHED_LIST_PARTITION = keyShape('ORG#<org>#TRASHED');
export const TRASHED_LIST_INDEX = INDEXES.gsi1;
export const TRASHED_ITEM_TYPE = 'trashedContact';

export const trashPartitions = (organizationId: string) =>
  allShards().map((shard) => TRASH_PARTITION.key(organizationId, String(shard)));

export const trashKey = (organizationId: string, contactId: string) => ({
  pk: TRASH_PARTITION.key(organizationId, String(shardOf(contactId))),
  sk: `CONTACT#${contactId}`,
});

export interface TrashedRecord {
  contact: Contact;
  deletedAt: string;
  deletedBy: string | null;
  purgeAt: string;
}

export const purgeAtOf = (deletedAt: string) =>
  new Date(Date.parse(deletedAt) + TRASH_DAYS * 86_400_000).toISOString();

export const toTrashItem = (trashed: TrashedRecord) => {
  const { contact } = trashed;
  return {
    ...trashKey(contact.organizationId, contact.id),
    type: TRASHED_ITEM_TYPE,
    organizationId: contact.organizationId,
    contactId: contact.id,
    contact,
    deletedAt: trashed.deletedAt,
    deletedBy: trashed.deletedBy,
    purgeAt: trashed.purgeAt,
    [TABLE.ttlAttribute]: Math.floor(Date.parse(trashed.purgeAt) / 1000),
    [TRASHED_LIST_INDEX.partitionKey]: TRASHED_LIST_PARTITION.key(contact.organizationId),
    [TRASHED_LIST_INDEX.sortKey]: `${trashed.deletedAt}#${contact.id}`,
  };
};

export const fromTrashItem = (item: Record<string, unknown>): TrashedRecord => ({
  contact: fromContactItem({ ...(item.contact as Record<string, unknown>) }),
  deletedAt: String(item.deletedAt),
  deletedBy: (item.deletedBy as string | null) ?? null,
  purgeAt: String(item.purgeAt),
});

/** Whether its days in the trash are over (the TTL may not have removed it yet). */
export const isPurged = (trashed: Pick<TrashedRecord, 'purgeAt'>, now = new Date()) =>
  trashed.purgeAt <= now.toISOString();
