import type { Contact } from '@salesflow/shared/contacts/contact.schema';
import { searchTokens, tokenText } from '@salesflow/shared/contacts/contact-search';
import { isQualified } from '@salesflow/shared/metrics/org-stats';
import { allShards, shardOf } from '../../platform/data/shards';

/**
 * Key layout of contacts. An organization's contacts are spread over SHARD_COUNT partitions by
 * id (a busy organization writes faster than one partition takes); ids are ULIDs, so each
 * partition is in creation order. Each partition also holds its counters (all time, and one
 * item per month in the organization's time zone), kept in the same transaction as the contact,
 * so counting reads 16 items, never the list.
 */
export const CONTACT_PREFIX = 'CONTACT#';

export const contactPartition = (organizationId: string, shard: number) =>
  `ORG#${organizationId}#CONTACTS#${shard}`;

export const contactPartitions = (organizationId: string) =>
  allShards().map((shard) => contactPartition(organizationId, shard));

export const contactKey = (organizationId: string, id: string) => ({
  pk: contactPartition(organizationId, shardOf(id)),
  sk: `${CONTACT_PREFIX}${id}`,
});

export const contactCounterKey = (partition: string) => ({ pk: partition, sk: 'COUNTER' });
export const contactMonthKey = (partition: string, month: string) => ({
  pk: partition,
  sk: `MONTH#${month}`,
});

/** Email uniqueness within the organization, ignoring case. */
export const contactEmailKey = (organizationId: string, email: string) => ({
  pk: `ORG#${organizationId}#CONTACTEMAIL#${email.toLowerCase()}`,
  sk: 'UNIQUE',
});

export const toContactItem = (contact: Contact) => ({
  ...contactKey(contact.organizationId, contact.id),
  type: 'contact',
  ...contact,
  emailLower: contact.email.toLowerCase(),
});

/**
 * The search index (contact-search.ts has its words): one item per word of a contact, in the
 * contact's shard and a partition per first letter, so a burst of new leads spreads its writes
 * and a search reads only the words that start with what was typed. The sort key is the word,
 * then the contact's id inverted, so one word's contacts come newest first.
 */
export const SEARCH_WORD_PREFIX = 'W#';

export const searchPartition = (organizationId: string, shard: number, word: string) =>
  `ORG#${organizationId}#SEARCH#${shard}#${String.fromCodePoint(word.codePointAt(0) ?? 0)}`;

export const searchPartitions = (organizationId: string, word: string) =>
  allShards().map((shard) => searchPartition(organizationId, shard, word));

const CROCKFORD = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
/** A ULID whose ascending order is the original's descending order. */
const invertId = (id: string) =>
  [...id].map((c) => CROCKFORD[31 - CROCKFORD.indexOf(c)] ?? c).join('');

export const searchWordKey = (organizationId: string, contactId: string, word: string) => ({
  pk: searchPartition(organizationId, shardOf(contactId), word),
  sk: `${SEARCH_WORD_PREFIX}${word}#${invertId(contactId)}`,
});

/** The word a search index item is for. */
export const wordOfSearchKey = (sk: string): string =>
  sk.slice(SEARCH_WORD_PREFIX.length, sk.lastIndexOf('#'));

export const fromContactItem = (item: Record<string, unknown>): Contact => ({
  id: String(item.id),
  name: String(item.name),
  email: String(item.email),
  phone: (item.phone as string | null) ?? null,
  phoneE164: (item.phoneE164 as string | null) ?? null,
  company: (item.company as string | null) ?? null,
  title: (item.title as string | null) ?? null,
  score: Number(item.score ?? 0),
  status: (item.status as Contact['status']) ?? 'cold',
  source: (item.source as Contact['source']) ?? null,
  notes: (item.notes as string | null) ?? null,
  organizationId: String(item.organizationId),
  ownerId: String(item.ownerId),
  createdAt: String(item.createdAt),
  updatedAt: String(item.updatedAt),
});

/** What a contact adds to its partition's counters: +1 appearing, -1 going, qualified by score. */
export const contactCounterDeltas = (
  before: { score: number } | null,
  after: { score: number } | null,
) => ({
  contacts: (after ? 1 : 0) - (before ? 1 : 0),
  qualified:
    (after && isQualified(after.score) ? 1 : 0) - (before && isQualified(before.score) ? 1 : 0),
});

/** The contact's search words: one index item each, carrying all its words for the filters. */
export const searchWordItems = (contact: Contact) => {
  const words = searchTokens(contact);
  const text = tokenText(words);
  return words.map((word) => ({
    ...searchWordKey(contact.organizationId, contact.id, word),
    type: 'searchWord',
    contactId: contact.id,
    text,
  }));
};
