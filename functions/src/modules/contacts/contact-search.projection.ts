import type { WriteRequest } from '../../platform/data/batch';
import {
  type DerivedItem,
  derivedWrites,
  sameItems,
} from '../../platform/projections/derived-writes';
import type { Projection } from '../../platform/projections/projector';
import type { StreamChange } from '../../platform/projections/stream-change';
import { fromContactItem, searchWordItems } from './contact.entity';
import { contactListRows } from './contact-list.entity';

/**
 * The contacts' search words (contact.entity.ts: one item per word, carrying all the contact's
 * words and its holder) and list rows (contact-list.entity.ts: one per facet, in four orders),
 * kept from the table's stream instead of in each contact's transaction. A contact's changes in
 * a batch become one put per item it has at the end, when it changed, and one delete per item it
 * had on the way and has no more (a rename drops its old words, a change of status its row in the
 * old status, a deletion all of them). Idempotent as platform/projections/projector.ts explains:
 * whole items from the images.
 */
const contactOf = (image: Record<string, unknown> | null) =>
  image?.type === 'contact' ? fromContactItem(image) : null;

const wordsOf = (image: Record<string, unknown> | null) => {
  const contact = contactOf(image);
  return contact ? searchWordItems(contact) : [];
};

export const searchWordWrites = (changes: readonly StreamChange[]): WriteRequest[] =>
  derivedWrites(changes, wordsOf, sameItems);

const rowsOf = (image: Record<string, unknown> | null): DerivedItem[] => {
  const contact = contactOf(image);
  return contact ? contactListRows(contact) : [];
};

export const listRowWrites = (changes: readonly StreamChange[]): WriteRequest[] =>
  derivedWrites(changes, rowsOf, sameItems);

/** A contact's own stamp of its last edit: when a create or an edit was written, to the ms. */
const editedAt = (change: StreamChange) => {
  const after = change.after?.updatedAt;
  return typeof after === 'string' && after !== change.before?.updatedAt
    ? Date.parse(after)
    : undefined;
};

export const contactSearchProjection: Projection = {
  name: 'contact-search',
  sourceOf: (change) => {
    const item = change.after ?? change.before;
    return item?.type === 'contact' ? `${String(item.organizationId)}/${String(item.id)}` : null;
  },
  writes: (changes) => [...searchWordWrites(changes), ...listRowWrites(changes)],
  writtenAt: editedAt,
};
