import { waitingSince } from '@salesflow/shared/activities/contacting';
import type {
  CallConsent,
  Contact,
  ContactScoring,
} from '@salesflow/shared/contacts/contact.schema';
import { searchIndexTokens, tokenText } from '@salesflow/shared/contacts/contact-search';
import type { ContactSource } from '@salesflow/shared/contacts/contact-source';
import { tagKey } from '@salesflow/shared/contacts/contact-tags';
import type { CustomFieldValues } from '@salesflow/shared/custom-fields/custom-values';
import { isQualified } from '@salesflow/shared/metrics/figure-definitions';
import type { ScoreFactor } from '@salesflow/shared/scoring/lead-score';
import { keyShape } from '../../platform/data/key-shape';
import { allShards, shardOf } from '../../platform/data/shards';
import { INDEXES } from '../../platform/data/table-definition';
import { COUNTED_FROM_STREAM } from '../../platform/projections/stream-change';

/**
 * Key layout of contacts. An organization's contacts are spread over SHARD_COUNT partitions by
 * id (a busy organization writes faster than one partition takes); ids are ULIDs, so each
 * partition is in creation order. Each partition also holds its counters (all time, and one
 * item per month in the organization's time zone), kept from the table's stream
 * (contact-counters.projection.ts), so counting reads 16 items, never the list.
 */
export const CONTACT_PREFIX = 'CONTACT#';

export const CONTACTS_PARTITION = keyShape('ORG#<org>#CONTACTS#<shard>');

export const contactPartition = (organizationId: string, shard: number) =>
  CONTACTS_PARTITION.key(organizationId, String(shard));

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

/**
 * One item per day (the organization's calendar day) in each partition, for the daily report:
 * calls logged on its contacts that day. (Its `created`, written before, is no longer read: the
 * day's new leads are the report counters', without the leads deleted since.)
 */
export const contactDayKey = (partition: string, day: string) => ({
  pk: partition,
  sk: `DAY#${day}`,
});

/**
 * The plan limit's guard (contact-room.ts): `used`, the organization's contacts as the limit
 * counts them. A create on a plan with a limit claims its place here in its own transaction (ADD 1
 * on the condition `used < limit`, an import's transaction ADD k on `used <= limit - k`, and the
 * contacts are written `roomClaimed`); every other change (a create on a plan without a limit, a
 * deletion) reaches it from the stream (contact-counters.projection.ts).
 */
export const CONTACT_USAGE_PARTITION = keyShape('ORG#<org>#CONTACTUSAGE');

export const contactUsageKey = (organizationId: string) => ({
  pk: CONTACT_USAGE_PARTITION.key(organizationId),
  sk: 'USED',
});

/** On a new contact's item: its place under the plan's limit was claimed by its own create. */
export const ROOM_CLAIMED = 'roomClaimed';

/**
 * On a contact's item: the last call logged on it by hand (`{ id, day }`: the timeline entry's
 * id and the organization's day of the call), set by the call's own write of the contact, so
 * that the day's calls are counted from the table's stream (contact-counters.projection.ts)
 * instead of by an ADD in the call's transaction. A later full write of the contact may drop it:
 * only a change that sets a new id counts.
 */
export const LOGGED_CALL = 'loggedCall';

export interface LoggedCall {
  id: string;
  day: string;
}

/** Email uniqueness within the organization, ignoring case. */
export const CONTACT_EMAIL_PARTITION = keyShape('ORG#<org>#CONTACTEMAIL#<email>');

export const contactEmailKey = (organizationId: string, email: string) => ({
  pk: CONTACT_EMAIL_PARTITION.key(organizationId, email.toLowerCase()),
  sk: 'UNIQUE',
});

/**
 * Hot leads by how long they have waited for a contact (gsi3, only while the status is hot): the
 * dashboard counts those waiting over a week and names the one waiting longest. Spread over the
 * contact's shard, like the contacts themselves, so a burst of new hot leads meets 8 partitions.
 */
export const HOT_LEAD_INDEX = INDEXES.gsi3;

export const HOT_LEADS_PARTITION = keyShape('ORG#<org>#HOTLEADS#<shard>');

export const hotLeadPartition = (organizationId: string, shard: number) =>
  HOT_LEADS_PARTITION.key(organizationId, String(shard));

export const hotLeadPartitions = (organizationId: string) =>
  allShards().map((shard) => hotLeadPartition(organizationId, shard));

/**
 * The call queue (gsi1): contacts that have a phone, by score, highest first. Spread over the
 * contact's shard like the contacts; per holder on the leads index item, for a member who sees
 * only their own leads. The AI Calling screen reads the top few of each partition and merges
 * them, so its queue costs the same at 100,000 contacts as at 100.
 */
export const CALL_QUEUE_INDEX = INDEXES.gsi1;

export const CALL_QUEUE_PARTITION = keyShape('ORG#<org>#CALLQ#<shard>');

export const callQueuePartition = (organizationId: string, shard: number) =>
  CALL_QUEUE_PARTITION.key(organizationId, String(shard));

export const callQueuePartitions = (organizationId: string) =>
  allShards().map((shard) => callQueuePartition(organizationId, shard));

export const HELD_CALL_QUEUE_PARTITION = keyShape('ORG#<org>#CALLQ#<holder>#<shard>');

export const heldCallQueuePartition = (organizationId: string, holder: string, shard: number) =>
  HELD_CALL_QUEUE_PARTITION.key(organizationId, holder, String(shard));

export const heldCallQueuePartitions = (organizationId: string, holders: readonly string[]) =>
  holders.flatMap((holder) =>
    allShards().map((shard) => heldCallQueuePartition(organizationId, holder, shard)),
  );

/** Score first (three digits, so text order is number order), then the id. */
export const callQueueSortKey = (score: number, id: string) =>
  `${String(Math.max(0, Math.min(100, Math.round(score)))).padStart(3, '0')}#${id}`;

/** In the call queue: a phone to call, and not marked Do Not Call. */
const hasPhone = (contact: { phone?: string | null; doNotCall?: boolean }) =>
  Boolean(contact.phone?.trim()) && contact.doNotCall !== true;

const callQueueIndex = (partition: string, contact: { id: string; score?: number }) => ({
  [CALL_QUEUE_INDEX.partitionKey]: partition,
  [CALL_QUEUE_INDEX.sortKey]: callQueueSortKey(contact.score ?? 0, contact.id),
});

/**
 * Whose leads a contact is among: its assignee's, or the unassigned pool's. Each contact has an
 * index item in its holder's partition (one per shard, in creation order), so "My leads" and what
 * a member who sees only their own leads sees are read by key, and counters per holder beside the
 * organization's (all time and per month); both kept from the table's stream.
 */
export const UNASSIGNED = 'NONE';
export const holderOf = (contact: { assignedTo: string | null }) =>
  contact.assignedTo ?? UNASSIGNED;

/**
 * Whose new contact it is in the reports: whose lead it was when it came; for a contact saved
 * before that was written down, its holder (where its report counters were kept).
 */
export const creditedHolderOf = (contact: Pick<Contact, 'assignedTo' | 'heldAtCreation'>) =>
  contact.heldAtCreation ?? holderOf(contact);

export const LEADS_PARTITION = keyShape('ORG#<org>#LEADS#<holder>#<shard>');

export const leadsPartition = (organizationId: string, holder: string, shard: number) =>
  LEADS_PARTITION.key(organizationId, holder, String(shard));

export const leadsPartitions = (organizationId: string, holders: readonly string[]) =>
  holders.flatMap((holder) =>
    allShards().map((shard) => leadsPartition(organizationId, holder, shard)),
  );

/** Hot leads waiting, per holder: the same index as the organization's, for what a member sees. */
export const HELD_HOT_LEADS_PARTITION = keyShape('ORG#<org>#HOTLEADS#<holder>#<shard>');

export const heldHotLeadPartition = (organizationId: string, holder: string, shard: number) =>
  HELD_HOT_LEADS_PARTITION.key(organizationId, holder, String(shard));

export const heldHotLeadPartitions = (organizationId: string, holders: readonly string[]) =>
  holders.flatMap((holder) =>
    allShards().map((shard) => heldHotLeadPartition(organizationId, holder, shard)),
  );

/**
 * The contact's entry among its holder's leads: its id and name, and while it is hot its place
 * among its holder's hot leads by how long it has waited (gsi3, as on the contact itself).
 */
export const toLeadsItem = (
  contact: Pick<Contact, 'organizationId' | 'id' | 'assignedTo' | 'name' | 'status' | 'createdAt'> &
    Partial<
      Pick<Contact, 'lastContactedAt' | 'phone' | 'company' | 'score' | 'doNotCall' | 'ownerId'>
    >,
) => ({
  pk: leadsPartition(contact.organizationId, holderOf(contact), shardOf(contact.id)),
  sk: `${CONTACT_PREFIX}${contact.id}`,
  type: 'leadsIndex',
  contactId: contact.id,
  id: contact.id,
  name: contact.name,
  // What the call queue shows, while the contact has a phone to call (and who added it).
  ...(hasPhone(contact)
    ? {
        phone: contact.phone,
        company: contact.company ?? null,
        score: contact.score ?? 0,
        ...(contact.ownerId ? { ownerId: contact.ownerId } : {}),
        ...callQueueIndex(
          heldCallQueuePartition(contact.organizationId, holderOf(contact), shardOf(contact.id)),
          contact,
        ),
      }
    : {}),
  ...(contact.status === 'hot'
    ? {
        [INDEXES.gsi3.partitionKey]: heldHotLeadPartition(
          contact.organizationId,
          holderOf(contact),
          shardOf(contact.id),
        ),
        [INDEXES.gsi3.sortKey]: `${waitingSince({
          createdAt: contact.createdAt,
          lastContactedAt: contact.lastContactedAt ?? null,
        })}#${contact.id}`,
      }
    : {}),
});

export const holderCounterKey = (partition: string, holder: string) => ({
  pk: partition,
  sk: `HOLDER#${holder}`,
});
export const holderMonthKey = (partition: string, holder: string, month: string) => ({
  pk: partition,
  sk: `HOLDERMONTH#${month}#${holder}`,
});

/**
 * As stored: a contact saved before contacts were followed up has no `lastContactedAt`, one saved
 * before teams has no `assignedTo` (its creator's, until migrated).
 */
export type StoredContact = Omit<Contact, 'lastContactedAt' | 'assignedTo'> &
  Partial<Pick<Contact, 'lastContactedAt' | 'assignedTo'>>;

const hotLeadIndex = (contact: StoredContact) =>
  contact.status === 'hot'
    ? {
        [HOT_LEAD_INDEX.partitionKey]: hotLeadPartition(
          contact.organizationId,
          shardOf(contact.id),
        ),
        [HOT_LEAD_INDEX.sortKey]: `${waitingSince(contact)}#${contact.id}`,
      }
    : {};

/**
 * Contacts by phone (gsi2 on the contact item, which uses no other gsi2): an inbound WhatsApp
 * message finds its contact by the sender's number, compared in E.164. Kept by the contact item
 * itself, so every write of a contact keeps it in step; phones are not unique, so one number may
 * list several contacts.
 */
export const PHONE_INDEX = INDEXES.gsi2;

export const PHONE_INDEX_PARTITION = keyShape('ORG#<org>#PHONE#<phone>');

export const phoneIndexPartition = (organizationId: string, phoneE164: string) =>
  PHONE_INDEX_PARTITION.key(organizationId, phoneE164);

const phoneIndex = (contact: { organizationId: string; id: string; phoneE164?: string | null }) =>
  contact.phoneE164
    ? {
        [PHONE_INDEX.partitionKey]: phoneIndexPartition(contact.organizationId, contact.phoneE164),
        [PHONE_INDEX.sortKey]: `${CONTACT_PREFIX}${contact.id}`,
      }
    : {};

/**
 * The organization's contacts with one phone number (E.164): the set of their ids (`ids`), kept
 * from the table's stream (contact-phones.projection.ts), so that an import looks up the phones
 * of many rows with one BatchGetItem instead of one Query of the phone index a row. It follows
 * writes within the projections' lag (a contact made a moment before may not be in it yet): it
 * serves the import's "same phone as a contact you already have" note, not a rule.
 */
export const CONTACT_PHONE_PARTITION = keyShape('ORG#<org>#PHONEIDS#<phone>');

export const contactPhoneKey = (organizationId: string, phoneE164: string) => ({
  pk: CONTACT_PHONE_PARTITION.key(organizationId, phoneE164),
  sk: 'CONTACTS',
});

export const CONTACT_PHONE_IDS = 'ids';

/** On every item written since its counters came from the stream (platform/projections/stream-change.ts). */
export { COUNTED_FROM_STREAM };

export const toContactItem = ({ lastContactedAt, ...contact }: StoredContact) => ({
  ...contactKey(contact.organizationId, contact.id),
  type: 'contact',
  ...contact,
  [COUNTED_FROM_STREAM]: true,
  // Absent rather than null, so a condition can say "never contacted" one way only.
  ...(lastContactedAt ? { lastContactedAt } : {}),
  emailLower: contact.email.toLowerCase(),
  ...hotLeadIndex({ ...contact, lastContactedAt }),
  ...phoneIndex(contact),
  ...(hasPhone(contact)
    ? callQueueIndex(callQueuePartition(contact.organizationId, shardOf(contact.id)), contact)
    : {}),
});

/**
 * The search index (contact-search.ts has its words): one item per word of a contact, in the
 * contact's shard and a partition per first letter, so a burst of new leads spreads its writes
 * and a search reads only the words that start with what was typed. The sort key is the word,
 * then the contact's id inverted, so one word's contacts come newest first. Kept from the table's
 * stream (contact-search.projection.ts), not by the contact's own transaction: a search finds a
 * new or renamed contact a moment after it is saved, and re-reads every contact it answers.
 */
export const SEARCH_WORD_PREFIX = 'W#';

export const SEARCH_PARTITION = keyShape('ORG#<org>#SEARCH#<shard>#<letter>');

export const searchPartition = (organizationId: string, shard: number, word: string) =>
  SEARCH_PARTITION.key(
    organizationId,
    String(shard),
    String.fromCodePoint(word.codePointAt(0) ?? 0),
  );

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

/**
 * Who holds the contact a call queue entry is (the contact itself, or its entry among its holder's
 * leads, whose partition names the holder): its assignee (null: unassigned) and who added it. An
 * entry written before it kept who added the lead names nobody; a member's queue holds only
 * their leads and the unassigned ones, which are theirs to call whoever added them.
 */
export const callQueueHolding = (item: Record<string, unknown>) => {
  if (item.type !== 'leadsIndex') return fromContactItemHolding(item);
  const holder = String(item.pk).split('#')[3] ?? UNASSIGNED;
  return {
    ownerId: typeof item.ownerId === 'string' ? item.ownerId : '',
    assignedTo: holder === UNASSIGNED ? null : holder,
  };
};

/** Who holds a stored contact: its assignee (null: unassigned) and who added it. */
export const fromContactItemHolding = (item: Record<string, unknown>) => ({
  ownerId: String(item.ownerId),
  // A contact made before teams is its creator's (the assignment migration writes it down).
  assignedTo:
    item.assignedTo === undefined ? String(item.ownerId) : ((item.assignedTo as string) ?? null),
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
  ...fromContactItemHolding(item),
  ...(typeof item.heldAtCreation === 'string' ? { heldAtCreation: item.heldAtCreation } : {}),
  createdAt: String(item.createdAt),
  updatedAt: String(item.updatedAt),
  lastContactedAt: (item.lastContactedAt as string | undefined) ?? null,
  // Absent on a contact saved before the lead score model.
  ...(Array.isArray(item.scoreFactors) ? { scoreFactors: item.scoreFactors as ScoreFactor[] } : {}),
  ...(item.scoring && typeof item.scoring === 'object'
    ? { scoring: item.scoring as ContactScoring }
    : {}),
  // Calling fields: absent on a contact that never had them.
  ...(item.doNotCall === true ? { doNotCall: true } : {}),
  ...(typeof item.timezone === 'string' ? { timezone: item.timezone } : {}),
  ...(item.callConsent && typeof item.callConsent === 'object'
    ? { callConsent: item.callConsent as CallConsent }
    : {}),
  // Absent on a contact that never had any.
  ...(Array.isArray(item.tags) && item.tags.length ? { tags: item.tags.map(String) } : {}),
  ...(item.customFields &&
  typeof item.customFields === 'object' &&
  Object.keys(item.customFields).length
    ? { customFields: item.customFields as CustomFieldValues }
    : {}),
});

/**
 * The month item's count of contacts created from a source (`new_website`, `new_none`), as
 * written before new leads by source came from the report counters (figure-definitions.ts): no
 * longer written or read; named for the lead-holders migration, which wrote it.
 */
export const newLeadsField = (source: ContactSource | null) => `new_${source ?? 'none'}`;

/** What a contact adds to its partition's counters: +1 appearing, -1 going, qualified by score. */
export const contactCounterDeltas = (
  before: { score: number } | null,
  after: { score: number } | null,
) => ({
  contacts: (after ? 1 : 0) - (before ? 1 : 0),
  qualified:
    (after && isQualified(after.score) ? 1 : 0) - (before && isQualified(before.score) ? 1 : 0),
});

/**
 * The contact's search words: one index item each, carrying all its words and the fields a list's
 * filters read (contact-list.plan.ts), so a search narrowed by status, source, score or creation
 * is filtered on the words read, like the list rows.
 */
export const searchWordItems = (contact: Contact) => {
  // Its words, the parts of its name's words and its phone's last digits (contact-search.ts).
  const words = searchIndexTokens(contact);
  const text = tokenText(words);
  return words.map((word) => ({
    ...searchWordKey(contact.organizationId, contact.id, word),
    type: 'searchWord',
    contactId: contact.id,
    text,
    holder: holderOf(contact),
    status: contact.status,
    source: contact.source ?? null,
    score: contact.score,
    createdAt: contact.createdAt,
    tags: (contact.tags ?? []).map(tagKey),
  }));
};
