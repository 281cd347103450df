import type { Contact } from '@salesflow/shared/contacts/contact.schema';
import { decodeCursor, encodeCursor } from '../../platform/data/cursor';
import { readItem, readPage } from '../../platform/data/read';
import { deleteWrite, putWrite, type Write } from '../../platform/data/unit-of-work';
import { NotFoundError } from '../../platform/errors';
import {
  fromTrashItem,
  TRASHED_ITEM_TYPE,
  TRASHED_LIST_INDEX,
  TRASHED_LIST_PARTITION,
  type TrashedRecord,
  toTrashItem,
  trashKey,
} from './contact-trash.entity';
import { contactInsertWrites, contactRemoveWrites, type RoomClaim } from './contacts.repository';

export const NOT_IN_TRASH_MESSAGE = 'This contact is not in the trash';

/** The contact leaves the lists for the trash: its item and email claim go, its trash item comes. */
export const trashWrites = (trashed: TrashedRecord): Write[] => [
  ...contactRemoveWrites(trashed.contact),
  putWrite(toTrashItem(trashed)),
];

/**
 * The contact comes back as it was (`contact`, with a new `updatedAt`): its email claimed again
 * (taken meanwhile: 409), its place under the plan's limit (`room`), and its trash item gone, only
 * while it is there (restored twice at once: one of them).
 */
export const restoreWrites = (contact: Contact, room: RoomClaim | null): Write[] => [
  deleteWrite(trashKey(contact.organizationId, contact.id), {
    expression: 'attribute_exists(pk)',
    error: () => new NotFoundError(NOT_IN_TRASH_MESSAGE),
  }),
  ...contactInsertWrites(contact, room),
];

export const findTrashed = async (
  organizationId: string,
  contactId: string,
): Promise<TrashedRecord | null> => {
  const item = await readItem(trashKey(organizationId, contactId));
  return item?.type === TRASHED_ITEM_TYPE ? fromTrashItem(item) : null;
};

const isSortKey = (value: unknown): value is Record<string, string> =>
  typeof value === 'object' && value !== null && Object.keys(value).length <= 6;

/** A page of the organization's trash, newest deleted first (gsi1, read eventually). */
export const readTrashPage = async (
  organizationId: string,
  limit: number,
  cursor?: string,
): Promise<{ items: TrashedRecord[]; nextCursor: string | null; scanned: number }> => {
  const pk = TRASHED_LIST_PARTITION.key(organizationId);
  const scope = `trash|${pk}`;
  const page = await readPage({
    pk,
    index: TRASHED_LIST_INDEX,
    descending: true,
    limit,
    cursor: cursor ? decodeCursor(cursor, scope, isSortKey) : null,
  });
  return {
    items: page.items.filter((item) => item.type === TRASHED_ITEM_TYPE).map(fromTrashItem),
    nextCursor: page.next ? encodeCursor(page.next, scope) : null,
    scanned: page.scanned,
  };
};
