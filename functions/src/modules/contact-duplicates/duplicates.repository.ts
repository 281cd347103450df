import type {
  DuplicateMatch,
  DuplicateReason,
} from '@salesflow/shared/contacts/contact-duplicates';
import { batchWriteItems, type WriteRequest } from '../../platform/data/batch';
import { decodeCursor, encodeCursor } from '../../platform/data/cursor';
import { readAll, readItem, readPage, readRange } from '../../platform/data/read';
import {
  contactIdOfMatchItem,
  DUPLICATE_PAIRS_INDEX,
  DUPLICATE_PAIRS_PARTITION,
  duplicatesOfPartition,
  fromPairItem,
  matchesItem,
  matchesKey,
  matchItem,
  matchItemKey,
  matchPartition,
  PAIR_PREFIX,
  pairItem,
  pairKey,
  type StoredPair,
} from './duplicate.entity';

/**
 * The most contacts one value may be shared by and still pair them: past that it is shared too
 * widely to say two of them are one person (a switchboard number, a company's generic address),
 * and it pairs nobody. It also bounds what one contact's change writes (3 matches × 19 pairs).
 */
export const MATCH_MEMBERS_MAX = 20;

/** The matches the contact was last indexed under (none: never, or deleted since). */
export const readIndexedMatches = async (
  organizationId: string,
  contactId: string,
): Promise<DuplicateMatch[]> => {
  const item = await readItem(matchesKey(organizationId, contactId));
  return Array.isArray(item?.matches) ? (item.matches as DuplicateMatch[]) : [];
};

const sameMatch = (a: DuplicateMatch, b: DuplicateMatch) =>
  a.reason === b.reason && a.value === b.value;

/**
 * The contact's match items made what `matches` says (its new ones put, those gone deleted), and
 * its record of them with them; none at all once it has no match (or is gone).
 */
export const indexMatches = async (
  organizationId: string,
  contactId: string,
  before: readonly DuplicateMatch[],
  matches: readonly DuplicateMatch[],
): Promise<void> => {
  const writes: WriteRequest[] = [
    ...before
      .filter((match) => !matches.some((m) => sameMatch(m, match)))
      .map((match) => ({ delete: matchItemKey(organizationId, contactId, match) })),
    ...matches
      .filter((match) => !before.some((m) => sameMatch(m, match)))
      .map((match) => ({ put: matchItem(organizationId, contactId, match) })),
  ];
  const changed = writes.length > 0 || before.length !== matches.length;
  if (changed) {
    writes.push(
      matches.length
        ? { put: matchesItem(organizationId, contactId, matches) }
        : { delete: matchesKey(organizationId, contactId) },
    );
  }
  if (writes.length) await batchWriteItems(writes);
};

/**
 * The contacts indexed under a match (its partition, read consistently); none when more than
 * MATCH_MEMBERS_MAX share it.
 */
export const contactsMatching = async (
  organizationId: string,
  match: DuplicateMatch,
): Promise<string[]> => {
  const members = await readAll(
    { pk: matchPartition(organizationId, match), attributes: ['sk'] },
    { maxItems: MATCH_MEMBERS_MAX + 1 },
  );
  return members.length > MATCH_MEMBERS_MAX ? [] : members.map(contactIdOfMatchItem);
};

/** The pairs the contact is in, as kept. */
export const readPairsOf = async (
  organizationId: string,
  contactId: string,
): Promise<StoredPair[]> =>
  (await readRange(duplicatesOfPartition(organizationId, contactId), PAIR_PREFIX)).map(
    fromPairItem,
  );

/** Pairs to keep (both sides each, with their reasons) and to take away (both sides). */
export const writePairs = async (
  organizationId: string,
  contactId: string,
  keep: readonly { otherId: string; reasons: DuplicateReason[]; foundAt: string }[],
  drop: readonly string[],
): Promise<void> => {
  const writes: WriteRequest[] = [
    ...keep.flatMap(({ otherId, reasons, foundAt }) => [
      { put: pairItem(organizationId, contactId, otherId, reasons, foundAt) },
      { put: pairItem(organizationId, otherId, contactId, reasons, foundAt) },
    ]),
    ...drop.flatMap((otherId) => [
      { delete: pairKey(organizationId, contactId, otherId) },
      { delete: pairKey(organizationId, otherId, contactId) },
    ]),
  ];
  if (writes.length) await batchWriteItems(writes);
};

const isKey = (value: unknown): value is Record<string, string> =>
  typeof value === 'object' &&
  value !== null &&
  !Array.isArray(value) &&
  Object.keys(value).length <= 4 &&
  Object.values(value).every((v) => typeof v === 'string' && v.length < 1200);

/** One page of the organization's pairs, newest found first (each pair once); a signed cursor. */
export const readPairsPage = async (
  organizationId: string,
  limit: number,
  cursor: string | undefined,
): Promise<{ pairs: StoredPair[]; nextCursor: string | null }> => {
  const scope = `duplicates|${organizationId}`;
  const page = await readPage({
    pk: DUPLICATE_PAIRS_PARTITION.key(organizationId),
    index: DUPLICATE_PAIRS_INDEX,
    descending: true,
    limit,
    cursor: cursor ? decodeCursor(cursor, scope, isKey) : null,
  });
  return {
    pairs: page.items.map(fromPairItem),
    nextCursor: page.next ? encodeCursor(page.next, scope) : null,
  };
};
