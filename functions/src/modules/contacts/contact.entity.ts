import type { Contact } from '@salesflow/shared/contacts/contact.schema';
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

/** Lower-cased name, email and company: what the search matches, as a substring. */
export const searchText = (contact: Pick<Contact, 'name' | 'email' | 'company'>): string =>
  [contact.name, contact.email, contact.company ?? ''].join('\n').toLowerCase();

export const toContactItem = (contact: Contact) => ({
  ...contactKey(contact.organizationId, contact.id),
  type: 'contact',
  ...contact,
  emailLower: contact.email.toLowerCase(),
  search: searchText(contact),
});

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
