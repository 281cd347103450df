import type { WriteRequest } from '../../platform/data/batch';
import type { Projection } from '../../platform/projections/projector';
import type { StreamChange } from '../../platform/projections/stream-change';
import { fromContactItem, searchWordItems } from './contact.entity';

/**
 * The contacts' search words (contact.entity.ts: one item per word, carrying all the contact's
 * words and its holder), kept from the table's stream instead of in each contact's transaction.
 * A contact's changes in a batch become one put per word it has at the end, and one delete per
 * word it had on the way and has no more (a rename drops its old words, a deletion all of them).
 * Idempotent as platform/projections/projector.ts explains: whole items from the images.
 */
const contactOf = (image: Record<string, unknown> | null) =>
  image?.type === 'contact' ? fromContactItem(image) : null;

const wordsOf = (image: Record<string, unknown> | null) => {
  const contact = contactOf(image);
  return contact ? searchWordItems(contact) : [];
};

const sameWords = (a: ReturnType<typeof wordsOf>, b: ReturnType<typeof wordsOf>) =>
  a.length === b.length &&
  a.every(
    (item, i) =>
      item.pk === b[i]?.pk &&
      item.sk === b[i]?.sk &&
      item.text === b[i]?.text &&
      item.holder === b[i]?.holder,
  );

export const searchWordWrites = (changes: readonly StreamChange[]): WriteRequest[] => {
  // Every state the batch saw: what the first change found, and what each change left.
  const states = [changes[0]?.before ?? null, ...changes.map((change) => change.after)].map(
    wordsOf,
  );
  const last = states[states.length - 1] ?? [];
  if (states.every((words) => sameWords(words, last))) return [];
  const kept = new Set(last.map((item) => `${item.pk}\u0000${item.sk}`));
  const gone = new Map<string, { pk: string; sk: string }>();
  for (const item of states.flat()) {
    const key = `${item.pk}\u0000${item.sk}`;
    if (!kept.has(key)) gone.set(key, { pk: item.pk, sk: item.sk });
  }
  return [
    ...[...gone.values()].map((key) => ({ delete: key })),
    ...last.map((item) => ({ put: item })),
  ];
};

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
  writes: searchWordWrites,
  writtenAt: editedAt,
};
