import type {
  Contact,
  ContactFields,
  ContactUpdate,
} from '@salesflow/shared/contacts/contact.schema';
import { toE164 } from '@salesflow/shared/contacts/phone';

/**
 * What an edit does to a contact, decided without the table: the fields a PUT sent (what it left
 * out is kept), the new E.164 phone, a strictly later `updatedAt` (so the optimistic check always
 * sees a change), and what the timeline says.
 */
const LABELS: Partial<Record<keyof Contact, string>> = {
  name: 'name',
  email: 'email',
  phone: 'phone',
  company: 'company',
  title: 'title',
  status: 'status',
  source: 'source',
  score: 'score',
  notes: 'notes',
  tags: 'tags',
  customFields: 'custom fields',
};

const same = (a: unknown, b: unknown) =>
  Array.isArray(a) || Array.isArray(b)
    ? JSON.stringify(a ?? []) === JSON.stringify(b ?? [])
    : (a && typeof a === 'object') || (b && typeof b === 'object')
      ? JSON.stringify(a ?? {}) === JSON.stringify(b ?? {})
      : a === b;

/** "Changed status, score" for the timeline; null when nothing visible changed. */
export const describeContactChanges = (before: Contact, after: Contact): string | null => {
  const changed = (Object.keys(LABELS) as (keyof Contact)[]).filter(
    (k) => !same(before[k], after[k]),
  );
  return changed.length ? `Changed ${changed.map((k) => LABELS[k]).join(', ')}` : null;
};

/** `now`, or a millisecond after `previous` when the clock did not move past it. */
export const laterUpdatedAt = (previous: string, now: Date): string => {
  const at = now.toISOString();
  return at > previous ? at : new Date(Date.parse(previous) + 1).toISOString();
};

const sentFields = (update: ContactUpdate): Partial<ContactFields> =>
  Object.fromEntries(Object.entries(update).filter(([, value]) => value !== undefined));

export const applyContactUpdate = (
  previous: Contact,
  update: ContactUpdate,
  now: Date,
): Contact => {
  const fields = sentFields(update);
  const phone = fields.phone === undefined ? previous.phone : fields.phone;
  return {
    ...previous,
    ...fields,
    phoneE164: phone ? toE164(phone) : null,
    updatedAt: laterUpdatedAt(previous.updatedAt, now),
  };
};

/** Its deals carry a copy of its name and company: a change of either must reach them. */
export const changesWhatDealsCopy = (before: Contact, after: Contact): boolean =>
  before.name !== after.name || before.company !== after.company;
