import type { Contact } from './contact.schema';
import { TAG_LIMITS, tagKey } from './contact-tags';

/**
 * Merging two duplicates (issue 27): the other contact's activities, deals, calls, messages and
 * tasks move onto this one, its tags join this one's, and the other is deleted. For each field the
 * caller chooses whose value stays; no zod here, the Contacts screen reads it.
 */
export const DUPLICATE_MERGE_FIELDS = [
  'name',
  'email',
  'phone',
  'company',
  'title',
  'status',
  'source',
  'notes',
  'assignedTo',
] as const;
export type DuplicateMergeField = (typeof DUPLICATE_MERGE_FIELDS)[number];
export type DuplicateMergeSide = 'this' | 'other';
export type DuplicateMergeKeep = Partial<Record<DuplicateMergeField, DuplicateMergeSide>>;

/** What the merge dialog calls each field. */
export const DUPLICATE_MERGE_LABELS: Record<DuplicateMergeField, string> = {
  name: 'Name',
  email: 'Email',
  phone: 'Phone',
  company: 'Company',
  title: 'Title',
  status: 'Status',
  source: 'Source',
  notes: 'Notes',
  assignedTo: 'Assigned to',
};

/** What moved onto the contact kept, by kind of record. */
export interface DuplicateMergeMoved {
  activities: number;
  deals: number;
  calls: number;
  messages: number;
  tasks: number;
}

/** The answer of POST /api/contacts/{id}/merge (the same when it is sent again). */
export interface DuplicateMergeResult {
  contact: Contact;
  mergedFrom: { id: string; name: string };
  moved: DuplicateMergeMoved;
  /**
   * A merge with a long history to move answers (202) before it ends: `contact` is the kept one as
   * it was, and the contact-merges worker finishes the merge within a minute.
   */
  pending?: true;
}

const isEmpty = (value: unknown) => value === null || value === undefined || value === '';

/** Whose value a field keeps: the choice, else this contact's unless it has none. */
export const mergeSideOf = (
  field: DuplicateMergeField,
  kept: Pick<Contact, DuplicateMergeField>,
  other: Pick<Contact, DuplicateMergeField>,
  keep: DuplicateMergeKeep = {},
): DuplicateMergeSide =>
  keep[field] ?? (isEmpty(kept[field]) && !isEmpty(other[field]) ? 'other' : 'this');

/** The fields on which the two differ: the ones the dialog asks about. */
export const differingMergeFields = (
  kept: Pick<Contact, DuplicateMergeField>,
  other: Pick<Contact, DuplicateMergeField>,
): DuplicateMergeField[] =>
  DUPLICATE_MERGE_FIELDS.filter((field) => (kept[field] ?? null) !== (other[field] ?? null));

/** This contact's tags, then the other's it lacks (any case), at most 20. */
export const mergedTags = (kept: readonly string[] = [], other: readonly string[] = []) => {
  const keys = new Set(kept.map(tagKey));
  const joined = [...kept];
  for (const tag of other) {
    if (keys.has(tagKey(tag))) continue;
    keys.add(tagKey(tag));
    joined.push(tag);
  }
  return joined.slice(0, TAG_LIMITS.perRecord);
};

/**
 * The contact kept, as the merge leaves it: its id, creation and holder's history; each field
 * from the side chosen; the tags of both; "do not call" if either asked; consent and time zone
 * from this one unless it has none; the later last contact. Its score is recomputed from the
 * evidence that moved (lead scoring, from the stream). Pure.
 */
export const mergedContact = (
  kept: Contact,
  other: Contact,
  keep: DuplicateMergeKeep,
  updatedAt: string,
): Contact => {
  const next: Contact = { ...kept, updatedAt };
  const writable = next as unknown as Record<DuplicateMergeField, unknown>;
  for (const field of DUPLICATE_MERGE_FIELDS) {
    if (mergeSideOf(field, kept, other, keep) === 'other') writable[field] = other[field];
  }
  next.phoneE164 = next.phone === kept.phone ? kept.phoneE164 : other.phoneE164;
  const tags = mergedTags(kept.tags, other.tags);
  if (tags.length || kept.tags) next.tags = tags;
  if (kept.doNotCall || other.doNotCall) next.doNotCall = true;
  if (!kept.callConsent && other.callConsent) next.callConsent = other.callConsent;
  if (!kept.timezone && other.timezone) next.timezone = other.timezone;
  const lastContacted = [kept.lastContactedAt, other.lastContactedAt].filter((at): at is string =>
    Boolean(at),
  );
  next.lastContactedAt = lastContacted.length ? (lastContacted.sort().at(-1) ?? null) : null;
  return next;
};
