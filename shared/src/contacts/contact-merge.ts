import type { CustomFieldValues, CustomValuesInput } from '../custom-fields/custom-values';
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

/** A lead's fields, and its custom values read by their types (an import's or a form's). */
export type IncomingLead = Partial<Pick<ContactFields, MergedField>> & {
  customFields?: CustomValuesInput;
};
/** What a merge changed: the fields above, and `customFields` when a custom value did. */
export type MergeChange = MergedField | 'customFields';

const isEmpty = (value: unknown) => value === null || value === undefined || value === '';

/**
 * The update to send (only fields that change), and the names of those fields. Custom values
 * merge one by one, as fields do: `fill` sets those the contact lacks.
 */
export const mergeLeadFields = (
  existing: Pick<Contact, MergedField | 'customFields'>,
  incoming: IncomingLead,
  mode: MergeMode,
): { update: ContactUpdate; changed: MergeChange[] } => {
  const update: Record<string, unknown> = {};
  const changed: MergeChange[] = [];
  for (const field of MERGED_FIELDS) {
    const value = incoming[field];
    if (isEmpty(value) || value === existing[field]) continue;
    if (mode === 'fill' && !isEmpty(existing[field])) continue;
    update[field] = value;
    changed.push(field);
  }
  const custom: CustomFieldValues = { ...(existing.customFields ?? {}) };
  let customChanged = false;
  for (const [key, value] of Object.entries(incoming.customFields ?? {})) {
    if (isEmpty(value) || value === null || custom[key] === value) continue;
    if (mode === 'fill' && !isEmpty(custom[key])) continue;
    custom[key] = value;
    customChanged = true;
  }
  if (customChanged) {
    update.customFields = custom;
    changed.push('customFields');
  }
  return { update: update as ContactUpdate, changed };
};
