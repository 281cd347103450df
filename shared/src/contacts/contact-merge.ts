import type { Contact, ContactFields, ContactUpdate } from './contact.schema';

/**
 * What a lead arriving again does to the contact that already has its email: `fill` sets only the
 * fields the contact lacks (a webhook's repeat lead, an import's default "update"), `overwrite`
 * replaces every field the lead carries (an import the user asked to overwrite). The email is the
 * key and never changes; status and score are the team's, not the sender's.
 */
export type MergeMode = 'fill' | 'overwrite';

export const MERGED_FIELDS = ['name', 'phone', 'company', 'title', 'source', 'notes'] as const;
export type MergedField = (typeof MERGED_FIELDS)[number];

export type IncomingLead = Partial<Pick<ContactFields, MergedField>>;

const isEmpty = (value: unknown) => value === null || value === undefined || value === '';

/** The update to send (only fields that change), and the names of those fields. */
export const mergeLeadFields = (
  existing: Pick<Contact, MergedField>,
  incoming: IncomingLead,
  mode: MergeMode,
): { update: ContactUpdate; changed: MergedField[] } => {
  const update: Record<string, unknown> = {};
  const changed: MergedField[] = [];
  for (const field of MERGED_FIELDS) {
    const value = incoming[field];
    if (isEmpty(value) || value === existing[field]) continue;
    if (mode === 'fill' && !isEmpty(existing[field])) continue;
    update[field] = value;
    changed.push(field);
  }
  return { update: update as ContactUpdate, changed };
};
