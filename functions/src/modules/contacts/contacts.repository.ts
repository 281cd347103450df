import { GetCommand } from '@aws-sdk/lib-dynamodb';
import type { Contact } from '@salesflow/shared/contacts/contact.schema';
import {
  isFirstMatch,
  matchesOthers,
  searchTerms,
  searchTokens,
  tokenText,
} from '@salesflow/shared/contacts/contact-search';
import { CONTACT_SOURCES } from '@salesflow/shared/contacts/contact-source';
import type { NewLeadsBySource } from '@salesflow/shared/metrics/follow-ups';
import { batchGetItems } from '../../platform/data/batch';
import { db, tableName } from '../../platform/data/dynamo-client';
import { queryShardedMerged } from '../../platform/data/sharded-query';
import { shardOf } from '../../platform/data/shards';
import {
  addWrite,
  checkWrite,
  deleteWrite,
  putWrite,
  type Write,
} from '../../platform/data/unit-of-work';
import { ConflictError } from '../../platform/errors';
import {
  CONTACT_PREFIX,
  contactCounterDeltas,
  contactCounterKey,
  contactDayKey,
  contactEmailKey,
  contactKey,
  contactMonthKey,
  contactPartition,
  contactPartitions,
  fromContactItem,
  newLeadsField,
  SEARCH_WORD_PREFIX,
  searchPartitions,
  searchWordItems,
  toContactItem,
  wordOfSearchKey,
} from './contact.entity';

export const duplicateEmail = () =>
  new ConflictError('A contact with this email already exists', [
    { field: 'email', message: 'A contact with this email already exists' },
  ]);

export class ContactChangedError extends ConflictError {
  constructor() {
    super('This contact was changed by someone else. Reload and try again.');
  }
}

const changedMeanwhile = () => new ContactChangedError();

const claimEmail = (contact: Contact): Write =>
  putWrite(
    { ...contactEmailKey(contact.organizationId, contact.email), contactId: contact.id },
    { expression: 'attribute_not_exists(pk)', error: duplicateEmail },
  );

/**
 * For a write of the whole contact: neither edited nor contacted since it was read, so an edit
 * never puts back an older `lastContactedAt` (and its place among hot leads waiting).
 */
const unchangedSince = (contact: Contact) => ({
  expression: `attribute_exists(pk) AND updatedAt = :was AND ${
    contact.lastContactedAt
      ? 'lastContactedAt = :contacted'
      : 'attribute_not_exists(lastContactedAt)'
  }`,
  values: {
    ':was': contact.updatedAt,
    ...(contact.lastContactedAt ? { ':contacted': contact.lastContactedAt } : {}),
  },
  error: changedMeanwhile,
});

/** The counters of the contact's partition, all time and this month. */
const counterWrites = (
  contact: Contact,
  month: string,
  before: Contact | null,
  after: Contact | null,
): Write[] => {
  const partition = contactPartition(contact.organizationId, shardOf(contact.id));
  const deltas = contactCounterDeltas(before, after);
  const created = !before && after ? { [newLeadsField(after.source)]: 1 } : {};
  return [
    ...addWrite(contactCounterKey(partition), deltas),
    ...addWrite(contactMonthKey(partition, month), { ...deltas, ...created }),
  ];
};

/** Index items to put and to delete so the index follows the contact from `before` to `after`. */
const searchWrites = (before: Contact | null, after: Contact | null): Write[] => {
  const old = before ? searchWordItems(before) : [];
  const next = after ? searchWordItems(after) : [];
  const unchanged =
    old.length === next.length &&
    old.every((item, i) => item.sk === next[i]?.sk && item.text === next[i]?.text);
  if (unchanged) return [];
  const kept = new Set(next.map((item) => `${item.pk}|${item.sk}`));
  return [
    ...old
      .filter((item) => !kept.has(`${item.pk}|${item.sk}`))
      .map((item) => deleteWrite({ pk: item.pk, sk: item.sk })),
    ...next.map((item) => putWrite(item)),
  ];
};

/** Adds to the contact's partition's item for `day` (the organization's calendar day). */
const dayWrites = (organizationId: string, contactId: string, day: string, deltas: DayDeltas) =>
  addWrite(contactDayKey(contactPartition(organizationId, shardOf(contactId)), day), deltas);

type DayDeltas = Partial<Record<'created' | 'calls', number>>;

/**
 * A new contact: its email claim (two creates of one email make one contact), counters (with the
 * day's new leads), words.
 */
export const contactInsertWrites = (contact: Contact, month: string, day: string): Write[] => [
  claimEmail(contact),
  putWrite(toContactItem(contact), {
    expression: 'attribute_not_exists(pk)',
    error: () => new ConflictError('This contact already exists'),
  }),
  ...counterWrites(contact, month, null, contact),
  ...dayWrites(contact.organizationId, contact.id, day, { created: 1 }),
  ...searchWrites(null, contact),
];

/** A call logged on the contact on `day`, counted in its partition (spread like the contacts). */
export const contactCallCountWrites = (
  organizationId: string,
  contactId: string,
  day: string,
): Write[] => dayWrites(organizationId, contactId, day, { calls: 1 });

/** `next` replaces `previous` only if nobody changed it meanwhile; a new email is claimed. */
export const contactReplaceWrites = (previous: Contact, next: Contact, month: string): Write[] => {
  const sameEmail = previous.email.toLowerCase() === next.email.toLowerCase();
  return [
    putWrite(toContactItem(next), unchangedSince(previous)),
    ...(sameEmail
      ? []
      : [claimEmail(next), deleteWrite(contactEmailKey(previous.organizationId, previous.email))]),
    ...counterWrites(next, month, previous, next),
    ...searchWrites(previous, next),
  ];
};

export const contactRemoveWrites = (contact: Contact, month: string): Write[] => [
  deleteWrite(contactKey(contact.organizationId, contact.id), unchangedSince(contact)),
  deleteWrite(contactEmailKey(contact.organizationId, contact.email)),
  ...counterWrites(contact, month, contact, null),
  ...searchWrites(contact, null),
];

/**
 * The contact was reached at `at`: its `lastContactedAt` and, for a hot lead, its place in the
 * hot leads index move with it. Fails with ContactChangedError if it changed since it was read.
 */
export const contactTouchWrites = (contact: Contact, at: string): Write[] => [
  putWrite(toContactItem({ ...contact, lastContactedAt: at }), unchangedSince(contact)),
];

/** For a change that relies on the contact as read (a deal copying its name): fails if it moved. */
export const contactUnchangedCheck = (contact: Contact, error: () => Error): Write =>
  checkWrite(contactKey(contact.organizationId, contact.id), {
    expression: 'attribute_exists(pk) AND updatedAt = :was',
    values: { ':was': contact.updatedAt },
    error,
  });

export const contactExistsCheck = (organizationId: string, id: string, error: () => Error): Write =>
  checkWrite(contactKey(organizationId, id), { expression: 'attribute_exists(pk)', error });

export const findContact = async (organizationId: string, id: string): Promise<Contact | null> => {
  const { Item } = await db().send(
    new GetCommand({
      TableName: tableName(),
      Key: contactKey(organizationId, id),
      ConsistentRead: true,
    }),
  );
  return Item ? fromContactItem(Item) : null;
};

/** The newest contacts first, a page at a time. */
export const listContactPage = async (
  organizationId: string,
  options: { limit: number; cursor?: string },
) => {
  const page = await queryShardedMerged({
    partitions: contactPartitions(organizationId),
    cursorScope: `contacts|${organizationId}|`,
    skPrefix: CONTACT_PREFIX,
    limit: options.limit,
    cursor: options.cursor,
  });
  return { items: page.items.map(fromContactItem), nextCursor: page.nextCursor };
};

/**
 * Contacts whose words start with every word typed, through the search index: the longest word
 * typed is read by key (only its matches are read, however large the organization), the others
 * are filtered on the index items. The contacts are then read whole and checked once more, so a
 * contact changed or deleted since its index item was read is never answered wrongly.
 */
export const searchContactPage = async (
  organizationId: string,
  options: { limit: number; cursor?: string; search: string },
) => {
  const terms = searchTerms(options.search);
  if (!terms) return { items: [], nextCursor: null };
  const page = await queryShardedMerged({
    partitions: searchPartitions(organizationId, terms.key),
    cursorScope: `contacts-search|${organizationId}|${terms.key}|${terms.others.join(' ')}`,
    skPrefix: `${SEARCH_WORD_PREFIX}${terms.key}`,
    order: 'ascending',
    limit: options.limit,
    cursor: options.cursor,
    filter: terms.others.length
      ? {
          FilterExpression: terms.others.map((_, i) => `contains(#text, :w${i})`).join(' AND '),
          ExpressionAttributeNames: { '#text': 'text' },
          ExpressionAttributeValues: Object.fromEntries(
            terms.others.map((word, i) => [`:w${i}`, ` ${word}`]),
          ),
        }
      : undefined,
    accept: (item) => isFirstMatch(wordOfSearchKey(String(item.sk)), terms.key, String(item.text)),
  });
  const ids = page.items.map((item) => String(item.contactId));
  const found = await batchGetItems(ids.map((id) => contactKey(organizationId, id)));
  const byId = new Map(found.map((item) => [String(item.id), fromContactItem(item)]));
  const items = ids.flatMap((id) => {
    const contact = byId.get(id);
    if (!contact) return [];
    const text = tokenText(searchTokens(contact));
    const stillMatches = text.includes(` ${terms.key}`) && matchesOthers(text, terms.others);
    return stillMatches ? [contact] : [];
  });
  return { items, nextCursor: page.nextCursor };
};

export interface ContactFigures {
  contacts: number;
  qualified: number;
  /** The net change of both within `month`, and the contacts created in it by source. */
  thisMonth: { contacts: number; qualified: number; newBySource: NewLeadsBySource };
}

const n = (item: Record<string, unknown> | undefined, field: string) => Number(item?.[field] ?? 0);

/** The partitions' counters summed: 16 item reads, whatever the number of contacts. */
export const readContactFigures = async (
  organizationId: string,
  month: string,
): Promise<ContactFigures> => {
  const partitions = contactPartitions(organizationId);
  const items = await batchGetItems([
    ...partitions.map(contactCounterKey),
    ...partitions.map((p) => contactMonthKey(p, month)),
  ]);
  const sum = (sk: string, field: string) =>
    items.filter((i) => i.sk === sk).reduce((total, item) => total + n(item, field), 0);
  const monthSk = contactMonthKey('', month).sk;
  const sources = [...CONTACT_SOURCES, null] as const;
  return {
    contacts: sum('COUNTER', 'contacts'),
    qualified: sum('COUNTER', 'qualified'),
    thisMonth: {
      contacts: sum(monthSk, 'contacts'),
      qualified: sum(monthSk, 'qualified'),
      newBySource: Object.fromEntries(
        sources.map((source) => [source ?? 'none', sum(monthSk, newLeadsField(source))]),
      ) as NewLeadsBySource,
    },
  };
};

/** Leads created and calls logged on `day`: the 8 partitions' day items, whatever the size. */
export const readContactDay = async (
  organizationId: string,
  day: string,
): Promise<{ newLeads: number; callsLogged: number }> => {
  const items = await batchGetItems(
    contactPartitions(organizationId).map((partition) => contactDayKey(partition, day)),
  );
  return {
    newLeads: items.reduce((total, item) => total + n(item, 'created'), 0),
    callsLogged: items.reduce((total, item) => total + n(item, 'calls'), 0),
  };
};

/** The number of contacts: the 8 partition counters. */
export const countContacts = async (organizationId: string): Promise<number> => {
  const items = await batchGetItems(contactPartitions(organizationId).map(contactCounterKey));
  return items.reduce((total, item) => total + n(item, 'contacts'), 0);
};
