import type { Contact } from '@salesflow/shared/contacts/contact.schema';
import {
  isFirstMatch,
  matchesOthers,
  searchIndexTokens,
  searchTerms,
  tokenText,
} from '@salesflow/shared/contacts/contact-search';
import { CONTACT_SOURCES } from '@salesflow/shared/contacts/contact-source';
import type { NewLeadsBySource } from '@salesflow/shared/metrics/follow-ups';
import { reportDaySk, reportMonthSk } from '@salesflow/shared/reports/report-counters';
import {
  newContactsMetric,
  tallyItems,
  total as tallyTotal,
} from '@salesflow/shared/reports/report-fields';
import { batchGetItems } from '../../platform/data/batch';
import { db, tableName } from '../../platform/data/dynamo-client';
import { QueryCommand } from '../../platform/data/dynamo-commands';
import { pagesOf, readItem } from '../../platform/data/read';
import { queryShardedMerged } from '../../platform/data/sharded-query';
import { shardOf } from '../../platform/data/shards';
import { TransactionConditionFailed, transactWrite } from '../../platform/data/transactions';
import {
  addWrite,
  checkWrite,
  deleteWrite,
  putWrite,
  setWrite,
  type Write,
} from '../../platform/data/unit-of-work';
import { ConflictError } from '../../platform/errors';
import { mapLimited } from '../../platform/map-limited';
import {
  CONTACT_EMAIL_PARTITION,
  CONTACT_PHONE_IDS,
  CONTACT_PREFIX,
  contactCounterKey,
  contactDayKey,
  contactEmailKey,
  contactKey,
  contactMonthKey,
  contactPartition,
  contactPartitions,
  contactPhoneKey,
  contactUsageKey,
  creditedHolderOf,
  fromContactItem,
  HOT_LEAD_INDEX,
  holderCounterKey,
  holderMonthKey,
  holderOf,
  LOGGED_CALL,
  type LoggedCall,
  leadsPartitions,
  PHONE_INDEX,
  phoneIndexPartition,
  ROOM_CLAIMED,
  SEARCH_WORD_PREFIX,
  searchPartitions,
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

/** The contact with whose lead it was when it came written down (kept by every later write). */
const withCreditedHolder = (contact: Contact, from: Contact = contact): Contact => ({
  ...contact,
  heldAtCreation: creditedHolderOf(from),
});

/**
 * A place under the plan's limit for a new contact (contact-room.ts): `used` moves up by one only
 * while it is below `limit`, so creators racing at the edge never pass it together.
 */
export interface RoomClaim {
  limit: number;
  /** The error when no place is left. */
  error: () => Error;
}

const claimRoom = (organizationId: string, claim: RoomClaim): Write[] =>
  addWrite(
    contactUsageKey(organizationId),
    { used: 1 },
    {
      expression: 'attribute_not_exists(used) OR used < :limit',
      values: { ':limit': claim.limit },
      error: claim.error,
    },
  );

/**
 * A new contact: its email claim (two creates of one email make one contact), the contact, and
 * on a plan with a limit its place under it (`room`). What derives from it (its counters, report
 * items, leads index item and search words) follows from the table's stream
 * (contact-counters.projection.ts, contact-search.projection.ts).
 */
export const contactInsertWrites = (created: Contact, room?: RoomClaim | null): Write[] => {
  const contact = withCreditedHolder(created);
  return [
    claimEmail(contact),
    newContactPut(contact, room),
    ...(room ? claimRoom(contact.organizationId, room) : []),
  ];
};

/** The new contact's item, written only if it is not there; marked when it claimed its place. */
const newContactPut = (contact: Contact, room?: RoomClaim | null): Write =>
  putWrite(
    { ...toContactItem(contact), ...(room ? { [ROOM_CLAIMED]: true } : {}) },
    {
      expression: 'attribute_not_exists(pk)',
      error: () => new ConflictError('This contact already exists'),
    },
  );

/** The organization's contacts as the plan's limit counts them (see contactUsageKey). */
export const readContactUsage = async (organizationId: string): Promise<number> =>
  Number((await readItem(contactUsageKey(organizationId)))?.used ?? 0);

/**
 * The contact ids holding these emails' claims (lower-cased email to id), read by key 100 at a
 * time with BatchGetItem, strongly consistent: an import splits its new rows from existing
 * contacts in one or two calls, not a call a row.
 */
export const readEmailClaims = async (
  organizationId: string,
  emails: readonly string[],
): Promise<Map<string, string>> => {
  const unique = [...new Set(emails.map((email) => email.toLowerCase()))];
  const items = await batchGetItems(
    unique.map((email) => contactEmailKey(organizationId, email)),
    { consistentRead: true },
  );
  const prefix = CONTACT_EMAIL_PARTITION.key(organizationId, '');
  return new Map(
    items.flatMap((item) =>
      typeof item.contactId === 'string'
        ? [[String(item.pk).slice(prefix.length), item.contactId] as [string, string]]
        : [],
    ),
  );
};

/**
 * The ids of the organization's contacts with each of these phones (E.164), as the phone sets
 * kept from the stream say (contactPhoneKey): one BatchGetItem per 100 phones.
 */
export const readPhoneSets = async (
  organizationId: string,
  phones: readonly string[],
): Promise<Map<string, string[]>> => {
  const unique = [...new Set(phones)];
  const items = await batchGetItems(unique.map((phone) => contactPhoneKey(organizationId, phone)));
  const prefix = contactPhoneKey(organizationId, '').pk;
  return new Map(
    items.map((item) => [
      String(item.pk).slice(prefix.length),
      [...((item[CONTACT_PHONE_IDS] as Set<string> | undefined) ?? [])],
    ]),
  );
};

/** How one contact of a bulk insert fared (insertContactsInBulk). */
export type BulkInsertOutcome =
  | { outcome: 'created' }
  /** This very contact was there already (a chunk delivered twice at once). */
  | { outcome: 'again' }
  /** Its email is another contact's. */
  | { outcome: 'taken'; contactId: string }
  /** The plan had no place left for it. */
  | { outcome: 'noRoom' };

/** Rows a bulk transaction takes: 2 items a row (claim, contact) and the usage item: 99 of 100. */
const BULK_ROWS = 49;
/** Transactions in flight at once when no limit orders them; rows by themselves, at once. */
const BULK_LANES = 4;
const SINGLE_LANES = 8;

/** `n` places under the plan's limit at once: `used` moves up by n only if it stays at most `limit`. */
const claimRoomFor = (organizationId: string, claim: RoomClaim, n: number): Write[] =>
  addWrite(
    contactUsageKey(organizationId),
    { used: n },
    {
      expression: 'attribute_not_exists(used) OR used <= :most',
      values: { ':most': claim.limit - n },
      error: claim.error,
    },
  );

/**
 * New contacts written with their email claims in as few calls as correctness allows (imports):
 * 49 or 50 contacts a TransactWriteItems, each contact with its claim (`attribute_not_exists`),
 * and on a plan with a limit the group's places under it claimed at once.
 *
 * How the limit stays exact under concurrency: each transaction ADDs the number of contacts it
 * writes, k, to the usage item on the condition `used <= limit - k` (so `used + k <= limit`), and
 * writes those k contacts marked `roomClaimed` (the stream does not count them again). DynamoDB
 * applies the conditional writes of one item one after the other, so this transaction and every
 * other creator (the form, webhooks, held leads released, another import's chunk: ADD 1 on
 * `used < limit`) together never pass the limit; the places and the contacts are one
 * transaction, so no place is ever taken for a contact not written, whatever crashes. When the
 * condition fails, `used` is read again and the first `limit - used` rows of the group try once
 * more; the rest are answered `noRoom` (held by the caller, never lost). With a limit the groups
 * go one after another, in row order, and rows left after three tries one by one, so the rows
 * past the limit are the last ones.
 *
 * A cancelled transaction whose claims or contacts failed (an email taken meanwhile by a
 * concurrent create, the contact there already) puts its rows through the per-row path (a
 * transaction each: claim, contact, one place), which answers each row's own outcome. An email
 * given twice goes that way too (a transaction may not touch an item twice).
 */
export const insertContactsInBulk = async (
  contacts: readonly Contact[],
  room: RoomClaim | null,
  /** Called with each transaction's contacts once written (and the per-row path's, at its end). */
  written: (contacts: Contact[]) => Promise<void> = async () => undefined,
): Promise<BulkInsertOutcome[]> => {
  const outcomes: BulkInsertOutcome[] = new Array(contacts.length);
  const single: number[] = [];
  const seen = new Set<string>();
  const grouped: number[] = [];
  contacts.forEach((contact, index) => {
    const email = contact.email.toLowerCase();
    if (seen.has(email)) single.push(index);
    else {
      seen.add(email);
      grouped.push(index);
    }
  });
  const groups: number[][] = [];
  for (let i = 0; i < grouped.length; i += room ? BULK_ROWS : 50) {
    groups.push(grouped.slice(i, i + (room ? BULK_ROWS : 50)));
  }
  let full = false;
  const writeGroup = async (group: number[]) => {
    let pending = group;
    for (let attempt = 0; pending.length > 0 && attempt < 3; attempt += 1) {
      if (room && room.limit <= 0) full = true;
      if (full) break;
      const k = room ? Math.min(pending.length, room.limit) : pending.length;
      for (const index of pending.slice(k)) outcomes[index] = { outcome: 'noRoom' };
      pending = pending.slice(0, k);
      const items = pending.flatMap((index) => {
        const contact = withCreditedHolder(contacts[index] as Contact);
        return [claimEmail(contact), newContactPut(contact, room)];
      });
      if (room) items.push(...claimRoomFor(contacts[0]?.organizationId ?? '', room, k));
      try {
        await transactWrite(items.map((write) => write.item));
        for (const index of pending) outcomes[index] = { outcome: 'created' };
        await written(pending.map((index) => contacts[index] as Contact));
        return;
      } catch (error) {
        if (!(error instanceof TransactionConditionFailed)) throw error;
        const rowsFailed = error.failedIndexes.some((at) => at < pending.length * 2);
        if (rowsFailed || !room) {
          single.push(...pending);
          return;
        }
        // Only the places: as many rows as the plan has room for now try again, the rest wait.
        const used = await readContactUsage(contacts[0]?.organizationId ?? '');
        const left = Math.max(0, room.limit - used);
        if (left === 0) full = true;
        for (const index of pending.slice(left)) outcomes[index] = { outcome: 'noRoom' };
        pending = pending.slice(0, left);
      }
    }
    if (room && full) for (const index of pending) outcomes[index] = { outcome: 'noRoom' };
    else single.push(...pending);
  };
  if (room) for (const group of groups) await writeGroup(group);
  else await mapLimited(groups, BULK_LANES, writeGroup);
  single.sort((a, b) => a - b);
  // With a limit, one row after another in row order: rows racing each other for the last places
  // would leave a gap (a later row written, an earlier one held).
  await mapLimited(single, room ? 1 : SINGLE_LANES, async (index) => {
    outcomes[index] = await insertOne(contacts[index] as Contact, room);
  });
  const made = single.filter((index) => {
    const outcome = outcomes[index]?.outcome;
    return outcome === 'created' || outcome === 'again';
  });
  if (made.length) await written(made.map((index) => contacts[index] as Contact));
  await noRoomOrClaimed(contacts, outcomes);
  return outcomes;
};

/**
 * Rows about to be answered `noRoom`, their claims read first: a row is answered so from the
 * places alone (a cancelled transaction need not name every condition that failed, and a group
 * past the room is not tried), which may hide that its email was claimed meanwhile, by this very
 * contact (the chunk delivered twice at once, whose other delivery took the places for it) or by
 * another. Whoever took the last places had committed before, so its claims are there: such a row
 * is `again` or `taken`, never held as well.
 */
const noRoomOrClaimed = async (
  contacts: readonly Contact[],
  outcomes: BulkInsertOutcome[],
): Promise<void> => {
  const held = outcomes.flatMap((outcome, index) => (outcome?.outcome === 'noRoom' ? [index] : []));
  const first = contacts[0];
  if (!held.length || !first) return;
  const claims = await readEmailClaims(
    first.organizationId,
    held.map((index) => (contacts[index] as Contact).email),
  );
  for (const index of held) {
    const contact = contacts[index] as Contact;
    const holder = claims.get(contact.email.toLowerCase());
    if (holder === contact.id) outcomes[index] = { outcome: 'again' };
    else if (holder) outcomes[index] = { outcome: 'taken', contactId: holder };
  }
};

/** The per-row path: one contact, its claim and its place in one transaction, told apart. */
const insertOne = async (created: Contact, room: RoomClaim | null): Promise<BulkInsertOutcome> => {
  const contact = withCreditedHolder(created);
  const writes = [
    claimEmail(contact),
    newContactPut(contact, room),
    ...(room ? claimRoomFor(contact.organizationId, room, 1) : []),
  ];
  for (let attempt = 0; ; attempt += 1) {
    try {
      await transactWrite(writes.map((write) => write.item));
      return { outcome: 'created' };
    } catch (error) {
      if (!(error instanceof TransactionConditionFailed)) throw error;
      const failed = new Set(error.failedIndexes);
      if (failed.has(0)) {
        const holder = await findContactIdByEmail(contact.organizationId, contact.email);
        if (holder === contact.id) return { outcome: 'again' };
        if (holder) return { outcome: 'taken', contactId: holder };
        // The claim went between the write and the read (its contact deleted): try again.
        if (attempt < 2) continue;
        throw error;
      }
      if (failed.has(1)) return { outcome: 'again' };
      // Only the place named: the claim may have failed too, unnamed (see noRoomOrClaimed).
      const holder = await findContactIdByEmail(contact.organizationId, contact.email);
      if (holder === contact.id) return { outcome: 'again' };
      if (holder) return { outcome: 'taken', contactId: holder };
      return { outcome: 'noRoom' };
    }
  }
};

/** A new contact's writes once its email is claimed: for bulk writing. */
export const contactInsertWritesAfterClaim = (contact: Contact): Write[] => {
  const claim = contactEmailKey(contact.organizationId, contact.email);
  return contactInsertWrites(contact).filter((write) => write.item.Put?.Item?.pk !== claim.pk);
};

/**
 * A call logged by hand on the contact, marked on it (LOGGED_CALL) for the day's calls to be
 * counted from the table's stream; fails the transaction if the contact is gone.
 */
export const contactLoggedCallWrite = (
  organizationId: string,
  contactId: string,
  loggedCall: LoggedCall,
  error: () => Error,
): Write =>
  setWrite(
    contactKey(organizationId, contactId),
    { set: { [LOGGED_CALL]: loggedCall } },
    { expression: 'attribute_exists(pk)', error },
  );

/** The counter item of the calls logged on `day` that a call logged on the contact adds to. */
export const contactCallCountKey = (organizationId: string, contactId: string, day: string) =>
  contactDayKey(contactPartition(organizationId, shardOf(contactId)), day);

/**
 * `next` replaces `previous` only if nobody changed it meanwhile; a new email is claimed. Its
 * counters and indexes follow from the table's stream.
 */
export const contactReplaceWrites = (previous: Contact, changed: Contact): Write[] => {
  // A handover changes its holder, not whose lead it was when it came.
  const next = withCreditedHolder(changed, previous);
  const sameEmail = previous.email.toLowerCase() === next.email.toLowerCase();
  return [
    putWrite(toContactItem(next), unchangedSince(previous)),
    ...(sameEmail
      ? []
      : [claimEmail(next), deleteWrite(contactEmailKey(previous.organizationId, previous.email))]),
  ];
};

/** The contact and its email claim; its counters and indexes follow from the table's stream. */
export const contactRemoveWrites = (contact: Contact): Write[] => [
  deleteWrite(contactKey(contact.organizationId, contact.id), unchangedSince(contact)),
  deleteWrite(contactEmailKey(contact.organizationId, contact.email)),
];

/**
 * Two duplicates become one (contact-merges): `kept` replaced by `merged` only if nobody changed it
 * meanwhile, `other` deleted likewise, and the email claims left as `merged` needs them: the
 * other's claim points to the kept contact when its email is the one kept, else goes with it; the
 * kept contact's old claim goes when its email changed. What derives from both (counters, search
 * words, indexes, duplicates) follows from the table's stream.
 */
export const contactMergeWrites = (kept: Contact, merged: Contact, other: Contact): Write[] => {
  const org = kept.organizationId;
  const key = (email: string) => email.toLowerCase();
  const next = withCreditedHolder(merged, kept);
  const takesOthersEmail = key(next.email) === key(other.email);
  return [
    putWrite(toContactItem(next), unchangedSince(kept)),
    deleteWrite(contactKey(org, other.id), unchangedSince(other)),
    takesOthersEmail
      ? putWrite(
          { ...contactEmailKey(org, other.email), contactId: kept.id },
          {
            expression: 'contactId = :other',
            values: { ':other': other.id },
            error: changedMeanwhile,
          },
        )
      : deleteWrite(contactEmailKey(org, other.email)),
    ...(key(next.email) === key(kept.email) ? [] : [deleteWrite(contactEmailKey(org, kept.email))]),
  ];
};

/**
 * The contact was reached at `at`: its `lastContactedAt` and, for a hot lead, its place among hot
 * leads waiting move forward, never back (on the contact; its holder's leads item follows from
 * the table's stream). No version
 * condition, so notes, calls and messages logged at once never refuse each other: it fails with
 * ContactChangedError only when what those places hang on (the status, the assignee) was edited
 * meanwhile, or a later contact is already recorded; the caller reads the contact again (and then
 * finds nothing to move, or the places to move).
 */
export const contactTouchWrites = (
  contact: Contact,
  at: string,
  loggedCall: LoggedCall | null = null,
): Write[] => {
  const touched = { ...contact, lastContactedAt: at };
  const item = toContactItem(touched);
  const hot = contact.status === 'hot';
  const hotSortKey = HOT_LEAD_INDEX.sortKey;
  return [
    setWrite(
      contactKey(contact.organizationId, contact.id),
      {
        set: {
          lastContactedAt: at,
          ...(hot ? { [hotSortKey]: item[hotSortKey] } : {}),
          ...(loggedCall ? { [LOGGED_CALL]: loggedCall } : {}),
        },
      },
      {
        expression: `attribute_exists(pk) AND #status = :status AND ${
          contact.assignedTo
            ? 'assignedTo = :assignee'
            : '(attribute_not_exists(assignedTo) OR attribute_type(assignedTo, :null))'
        } AND (attribute_not_exists(lastContactedAt) OR lastContactedAt < :at)`,
        names: { '#status': 'status' },
        values: {
          ':status': contact.status,
          ':at': at,
          ...(contact.assignedTo ? { ':assignee': contact.assignedTo } : { ':null': 'NULL' }),
        },
        error: changedMeanwhile,
      },
    ),
  ];
};

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
  const item = await readItem(contactKey(organizationId, id));
  return item ? fromContactItem(item) : null;
};

/** The id of the organization's contact with this email (any case), or null. */
export const findContactIdByEmail = async (
  organizationId: string,
  email: string,
): Promise<string | null> => {
  const item = await readItem(contactEmailKey(organizationId, email));
  return typeof item?.contactId === 'string' ? item.contactId : null;
};

/** Ids of the organization's contacts with this phone (E.164), oldest first; at most 20. */
export const findContactIdsByPhone = async (
  organizationId: string,
  phoneE164: string,
): Promise<string[]> => {
  const { Items = [] } = await db().send(
    new QueryCommand({
      TableName: tableName(),
      IndexName: PHONE_INDEX.name,
      KeyConditionExpression: '#pk = :pk',
      ExpressionAttributeNames: { '#pk': PHONE_INDEX.partitionKey },
      ExpressionAttributeValues: { ':pk': phoneIndexPartition(organizationId, phoneE164) },
      Limit: 20,
    }),
  );
  return Items.map((item) => String(item.id));
};

/**
 * Whether any of the organization's contacts with this phone (E.164) is marked Do Not Call: every
 * contact with the number is read (the index pages through them all), so none is missed however
 * many share it.
 */
export const anyDoNotCallWithPhone = async (
  organizationId: string,
  phoneE164: string,
): Promise<boolean> => {
  // A phone shared by more contacts than 50 pages hold is not a lead's number: treat it as blocked.
  let pages = 0;
  for await (const page of pagesOf(
    {
      pk: phoneIndexPartition(organizationId, phoneE164),
      index: PHONE_INDEX,
      filter: { expression: 'doNotCall = :yes', values: { ':yes': true } },
    },
    { maxPages: 50 },
  )) {
    if (page.items.length) return true;
    pages += 1;
    if (!page.next) return false;
  }
  return pages >= 50;
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

/** Reads contacts whole by id, in the order given, leaving out those gone or not `wanted` now. */
export const readContacts = async (
  organizationId: string,
  ids: readonly string[],
  wanted: (contact: Contact) => boolean,
): Promise<Contact[]> => {
  const found = await batchGetItems(ids.map((id) => contactKey(organizationId, id)));
  const byId = new Map(found.map((item) => [String(item.id), fromContactItem(item)]));
  return ids.flatMap((id) => {
    const contact = byId.get(id);
    return contact && wanted(contact) ? [contact] : [];
  });
};

/**
 * The leads of some holders (members, or the unassigned pool), newest first: their index items
 * by key, then the contacts whole, checked once more (one handed over meanwhile is left out).
 */
export const listLeadsPage = async (
  organizationId: string,
  holders: readonly string[],
  options: { limit: number; cursor?: string },
) => {
  const page = await queryShardedMerged({
    partitions: leadsPartitions(organizationId, holders),
    cursorScope: `contacts-leads|${organizationId}|${holders.join(',')}`,
    skPrefix: CONTACT_PREFIX,
    limit: options.limit,
    cursor: options.cursor,
  });
  const items = await readContacts(
    organizationId,
    page.items.map((item) => String(item.contactId)),
    (contact) => holders.includes(holderOf(contact)),
  );
  return { items, nextCursor: page.nextCursor };
};

/**
 * Contacts whose words start with every word typed, through the search index: the longest word
 * typed is read by key (only its matches are read, however large the organization), the others
 * are filtered on the index items. The contacts are then read whole and checked once more, so a
 * contact changed or deleted since its index item was read is never answered wrongly.
 */
export const searchContactPage = async (
  organizationId: string,
  options: {
    limit: number;
    cursor?: string;
    search: string;
    holders?: readonly string[];
    /**
     * Filters beyond the search (contact-list.plan.ts): `filter` on the words read (they carry the
     * fields filters read), `accepts` on the contacts read whole.
     */
    filter?: { expression: string; names: Record<string, string>; values: Record<string, unknown> };
    accepts?: (contact: Contact) => boolean;
    scope?: string;
  },
) => {
  const terms = searchTerms(options.search);
  if (!terms) return { items: [], nextCursor: null };
  const holders = options.holders;
  const names: Record<string, string> = {};
  const values: Record<string, unknown> = {};
  const conditions: string[] = [];
  terms.others.forEach((word, i) => {
    names['#text'] = 'text';
    values[`:w${i}`] = ` ${word}`;
    conditions.push(`contains(#text, :w${i})`);
  });
  if (holders) {
    names['#holder'] = 'holder';
    holders.forEach((holder, i) => {
      values[`:h${i}`] = holder;
    });
    conditions.push(`#holder IN (${holders.map((_, i) => `:h${i}`).join(', ')})`);
  }
  if (options.filter) {
    Object.assign(names, options.filter.names);
    Object.assign(values, options.filter.values);
    conditions.push(options.filter.expression);
  }
  const page = await queryShardedMerged({
    partitions: searchPartitions(organizationId, terms.key),
    cursorScope: `contacts-search|${organizationId}|${terms.key}|${terms.others.join(' ')}|${
      holders?.join(',') ?? '*'
    }|${options.scope ?? ''}`,
    skPrefix: `${SEARCH_WORD_PREFIX}${terms.key}`,
    order: 'ascending',
    limit: options.limit,
    cursor: options.cursor,
    filter: conditions.length
      ? {
          FilterExpression: conditions.join(' AND '),
          ExpressionAttributeNames: names,
          ExpressionAttributeValues: values,
        }
      : undefined,
    accept: (item) => isFirstMatch(wordOfSearchKey(String(item.sk)), terms.key, String(item.text)),
  });
  const items = await readContacts(
    organizationId,
    page.items.map((item) => String(item.contactId)),
    (contact) => {
      const text = tokenText(searchIndexTokens(contact));
      const stillMatches = text.includes(` ${terms.key}`) && matchesOthers(text, terms.others);
      return (
        stillMatches &&
        (!holders || holders.includes(holderOf(contact))) &&
        (options.accepts?.(contact) ?? true)
      );
    },
  );
  return { items, nextCursor: page.nextCursor };
};

export interface ContactFigures {
  contacts: number;
  qualified: number;
  /**
   * The net change of both within `month`, and its new leads by source: the report counters'
   * (created in it, still there, by their holder when they came; figure-definitions.ts).
   */
  thisMonth: { contacts: number; qualified: number; newBySource: NewLeadsBySource };
}

const n = (item: Record<string, unknown> | undefined, field: string) => Number(item?.[field] ?? 0);

/**
 * The partitions' counters summed, and the month's report counter items: 24 item reads,
 * whatever the number of contacts; with `holders`, those holders' counters instead (16 per
 * holder) and their fields of the report items.
 */
export const readContactFigures = async (
  organizationId: string,
  month: string,
  holders?: readonly string[],
): Promise<ContactFigures> => {
  const partitions = contactPartitions(organizationId);
  const totalKeys = partitions.flatMap((p) =>
    holders ? holders.map((h) => holderCounterKey(p, h)) : [contactCounterKey(p)],
  );
  const monthKeys = partitions.flatMap((p) =>
    holders ? holders.map((h) => holderMonthKey(p, h, month)) : [contactMonthKey(p, month)],
  );
  const reportKeys = partitions.map((pk) => ({ pk, sk: reportMonthSk('CONTACTS', month) }));
  const items = await batchGetItems([...totalKeys, ...monthKeys, ...reportKeys]);
  const totalSks = new Set(totalKeys.map((k) => k.sk));
  const monthSks = new Set(monthKeys.map((k) => k.sk));
  const sum = (sks: Set<string>, field: string) =>
    items.filter((i) => sks.has(String(i.sk))).reduce((total, item) => total + n(item, field), 0);
  const newLeads = tallyItems(
    items.filter((item) => item.sk === reportMonthSk('CONTACTS', month)),
    holders ?? null,
  );
  const sources = [...CONTACT_SOURCES, null] as const;
  return {
    contacts: sum(totalSks, 'contacts'),
    qualified: sum(totalSks, 'qualified'),
    thisMonth: {
      contacts: sum(monthSks, 'contacts'),
      qualified: sum(monthSks, 'qualified'),
      newBySource: Object.fromEntries(
        sources.map((source) => [
          source ?? 'none',
          tallyTotal(newLeads, newContactsMetric(source)),
        ]),
      ) as NewLeadsBySource,
    },
  };
};

/** The number of contacts some holders have: their counters in the 8 partitions. */
export const countLeads = async (
  organizationId: string,
  holders: readonly string[],
): Promise<number> => {
  const items = await batchGetItems(
    contactPartitions(organizationId).flatMap((partition) =>
      holders.map((holder) => holderCounterKey(partition, holder)),
    ),
  );
  return items.reduce((total, item) => total + n(item, 'contacts'), 0);
};

/**
 * New leads (created on `day` and still there: the report counters, as figure-definitions.ts
 * counts them) and calls logged on `day`: the 8 partitions' day items of each, whatever the size.
 */
export const readContactDay = async (
  organizationId: string,
  day: string,
): Promise<{ newLeads: number; callsLogged: number }> => {
  const partitions = contactPartitions(organizationId);
  const items = await batchGetItems([
    ...partitions.map((partition) => contactDayKey(partition, day)),
    ...partitions.map((pk) => ({ pk, sk: reportDaySk('CONTACTS', day) })),
  ]);
  const reported = tallyItems(items.filter((item) => item.sk === reportDaySk('CONTACTS', day)));
  return {
    newLeads: [...CONTACT_SOURCES, null].reduce(
      (sum, source) => sum + tallyTotal(reported, newContactsMetric(source)),
      0,
    ),
    callsLogged: items.reduce((total, item) => total + n(item, 'calls'), 0),
  };
};

/** The number of contacts: the 8 partition counters. */
export const countContacts = async (organizationId: string): Promise<number> => {
  const items = await batchGetItems(contactPartitions(organizationId).map(contactCounterKey));
  return items.reduce((total, item) => total + n(item, 'contacts'), 0);
};
