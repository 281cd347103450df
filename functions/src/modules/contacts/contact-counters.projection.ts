import type { Contact } from '@salesflow/shared/contacts/contact.schema';
import { todayIn } from '@salesflow/shared/dates/calendar-date';
import { contactReportDeltas } from '@salesflow/shared/reports/report-counters';
import { newContactsMetric } from '@salesflow/shared/reports/report-fields';
import type { WriteRequest } from '../../platform/data/batch';
import { monthKey } from '../../platform/data/month-key';
import { shardOf } from '../../platform/data/shards';
import type { CounterAdd } from '../../platform/projections/counter-fold';
import { oneItemWrites } from '../../platform/projections/one-item-writes';
import type { Projection } from '../../platform/projections/projector';
import {
  changedAt,
  countedFromStream,
  type StreamChange,
} from '../../platform/projections/stream-change';
import { activityItemOf } from '../activities/activities.service';
import {
  COUNTED_FROM_STREAM,
  contactCounterDeltas,
  contactCounterKey,
  contactDayKey,
  contactMonthKey,
  contactPartition,
  contactUsageKey,
  creditedHolderOf,
  fromContactItem,
  holderCounterKey,
  holderMonthKey,
  holderOf,
  LOGGED_CALL,
  type LoggedCall,
  ROOM_CLAIMED,
  toLeadsItem,
} from './contact.entity';

/**
 * The contacts' counters and their leads index, kept from the table's stream instead of in each
 * contact's transaction (contact-counters.projector.ts):
 * - counters (platform/projections/counter-fold.ts: a batch folded into one guarded ADD per key):
 *   in the contact's own partition, all time (`COUNTER`) and per month of the change (`MONTH#…`),
 *   the organization's and its holder's (`HOLDER#…`, `HOLDERMONTH#…`), and the new-leads report
 *   items (`REPORT#CONTACTS#D/W/M#…`: a contact counts on the day it was created, for whose lead it
 *   was when it came), and the plan limit's `used` for what a create did not claim itself
 *   (contact-room.ts);
 * - the contact's item among its holder's leads (a whole item from one version of the contact:
 *   the versioned-items guard of platform/projections/projector.ts).
 */

/** One counter key and what a change adds to it. */
export interface ContactCounterAdd {
  key: { pk: string; sk: string };
  deltas: Record<string, number>;
}

const nonZero = (deltas: Record<string, number>) =>
  Object.fromEntries(Object.entries(deltas).filter(([, value]) => value !== 0));

/**
 * What a contact going from `before` to `after` (null: absent) adds to its partition's counters,
 * `month` being the month of the change and `timezone` the organization's (the day it was made).
 * Pure: the fold's unit tests give it plain contacts.
 */
export const contactCounterAdds = (
  before: Contact | null,
  after: Contact | null,
  month: string,
  timezone: string,
): ContactCounterAdd[] => {
  const contact = after ?? before;
  if (!contact) return [];
  const partition = contactPartition(contact.organizationId, shardOf(contact.id));
  const adds: ContactCounterAdd[] = [];
  const push = (key: { pk: string; sk: string }, deltas: Record<string, number>) => {
    const kept = nonZero(deltas);
    if (Object.keys(kept).length) adds.push({ key, deltas: kept });
  };
  const all = contactCounterDeltas(before, after);
  push(contactCounterKey(partition), all);
  push(contactMonthKey(partition, month), all);
  // A contact handed to another holder leaves the old holder's counts and joins the new one's.
  const was = before ? holderOf(before) : null;
  const is = after ? holderOf(after) : null;
  const holder = (who: string, from: Contact | null, to: Contact | null) => {
    const deltas = contactCounterDeltas(from, to);
    push(holderCounterKey(partition, who), deltas);
    push(holderMonthKey(partition, who, month), deltas);
  };
  if (was !== null && was === is) holder(was, before, after);
  else {
    if (was !== null) holder(was, before, null);
    if (is !== null) holder(is, null, after);
  }
  const share = (c: Contact | null) =>
    c
      ? {
          day: todayIn(timezone, new Date(c.createdAt)),
          metric: newContactsMetric(c.source),
          holder: creditedHolderOf(c),
        }
      : null;
  for (const [sk, deltas] of contactReportDeltas(share(before), share(after))) {
    push({ pk: partition, sk }, deltas);
  }
  return adds;
};

const contactOf = (image: Record<string, unknown> | null) =>
  image?.type === 'contact' ? fromContactItem(image) : null;

/** The source's partition key: the counters' lane (counter-fold.ts, "What a lane is"). */
const laneOf = (change: StreamChange) => String((change.after ?? change.before)?.pk ?? '');

/**
 * Every counter add of a batch, in its order; `timezoneOf` gives each organization's, and
 * `erasedSince` when its erasure began (null: none). A contact that existed then and is deleted
 * is the erasure's: it counts nothing (the erasure deletes the counters with the contacts, and a
 * month's counter would come back below zero).
 */
/**
 * A call logged by hand on the contact (a new LOGGED_CALL on its item, contact.entity.ts): one
 * more call on its day in the contact's partition (the daily report's calls). Written only by
 * calls counted this way, so a contact saved before the stream needs no mark. Pure.
 */
export const loggedCallAdds = (change: StreamChange): ContactCounterAdd[] => {
  const logged = change.after?.[LOGGED_CALL] as LoggedCall | undefined;
  const was = change.before?.[LOGGED_CALL] as LoggedCall | undefined;
  if (change.after?.type !== 'contact' || !logged?.id || logged.id === was?.id) return [];
  const organizationId = String(change.after.organizationId);
  const contactId = String(change.after.id);
  return [
    {
      key: contactDayKey(contactPartition(organizationId, shardOf(contactId)), logged.day),
      deltas: { calls: 1 },
    },
  ];
};

export const contactBatchAdds = (
  changes: readonly StreamChange[],
  timezoneOf: (organizationId: string) => string,
  erasedSince: (organizationId: string) => string | null = () => null,
): CounterAdd[] =>
  changes.flatMap((change, index) => {
    const at = { lane: laneOf(change), seq: change.seq, index };
    const calls = loggedCallAdds(change).map((add) => ({ ...add, ...at }));
    if (!countedFromStream(change)) return calls;
    const before = contactOf(change.before);
    const after = contactOf(change.after);
    const contact = after ?? before;
    if (!contact) return calls;
    const erased = erasedSince(contact.organizationId);
    if (before && !after && erased !== null && before.createdAt <= erased) return calls;
    const timezone = timezoneOf(contact.organizationId);
    const month = monthKey(new Date(changedAt(change)), timezone);
    return [
      ...calls,
      ...[
        ...contactCounterAdds(before, after, month, timezone),
        ...usageAdds(change, before, after),
      ].map((add) => ({
        ...add,
        ...at,
        // A month's net change may start below zero (a deletion before any creation that month).
        mustExist: !/^(HOLDER)?MONTH#/.test(add.key.sk),
      })),
    ];
  });

/**
 * What the change adds to the plan limit's `used` (contactUsageKey): a new contact whose create
 * did not claim its place itself (no limit then) +1, a deletion -1.
 */
const usageAdds = (
  change: StreamChange,
  before: Contact | null,
  after: Contact | null,
): ContactCounterAdd[] => {
  if (!before && after && change.after?.[ROOM_CLAIMED] !== true) {
    return [{ key: contactUsageKey(after.organizationId), deltas: { used: 1 } }];
  }
  if (before && !after)
    return [{ key: contactUsageKey(before.organizationId), deltas: { used: -1 } }];
  return [];
};

const leadsItemOf = (image: Record<string, unknown> | null) => {
  const contact = contactOf(image);
  return contact ? toLeadsItem(contact) : null;
};

/**
 * The contact's item among its holder's leads, from the first change's `before` to the last
 * change's `after`: the last version's item put (or none), every other key it had on the way
 * deleted (a handover moves it to the new holder's partition, a deletion removes it).
 */
export const leadsItemWrites = (changes: readonly StreamChange[]): WriteRequest[] =>
  oneItemWrites(changes, leadsItemOf);

/** A contact's own stamp of its last edit: when a create or an edit was written, to the ms. */
const editedAt = (change: StreamChange) => {
  const after = change.after?.updatedAt;
  return typeof after === 'string' && after !== change.before?.updatedAt
    ? Date.parse(after)
    : undefined;
};

/**
 * The "Contact created" entry of the contact's timeline, from its INSERT: its id is the contact's,
 * so a replay writes the same item; a contact deleted by the end of the changes takes it along
 * (its timeline went with it). Only contacts written `countedFromStream` (since the entry left the
 * contact's transaction): those before have theirs already.
 */
export const createdEntryWrites = (changes: readonly StreamChange[]): WriteRequest[] => {
  const last = changes[changes.length - 1];
  if (!last) return [];
  const entry = (contact: Contact) =>
    activityItemOf(
      contact.organizationId,
      contact.ownerId,
      {
        type: 'contact_created',
        contactId: contact.id,
        dealId: null,
        subject: 'Contact created',
        description: [contact.company, contact.title].filter(Boolean).join(' · ') || null,
      },
      contact.createdAt,
      contact.id,
    );
  if (!last.after) {
    const gone = contactOf(last.before);
    if (!gone) return [];
    const { pk, sk } = entry(gone);
    return [{ delete: { pk: String(pk), sk: String(sk) } }];
  }
  const insert = changes.find(
    (change) => change.before === null && change.after?.[COUNTED_FROM_STREAM] === true,
  );
  const created = contactOf(insert?.after ?? null);
  return created ? [{ put: entry(created) }] : [];
};

export const contactLeadsProjection: Projection = {
  name: 'contact-counters',
  sourceOf: (change) => {
    const item = change.after ?? change.before;
    return item?.type === 'contact' ? `${String(item.organizationId)}/${String(item.id)}` : null;
  },
  writes: (changes) => [...leadsItemWrites(changes), ...createdEntryWrites(changes)],
  writtenAt: editedAt,
};
