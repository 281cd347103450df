import type { Contact } from '@salesflow/shared/contacts/contact.schema';
import {
  DUPLICATE_MERGE_LABELS,
  type DuplicateMergeField,
  type DuplicateMergeKeep,
  type DuplicateMergeSide,
  mergeSideOf,
} from '@salesflow/shared/contacts/duplicate-merge';
import { capitalise } from '@salesflow/shared/contacts/score-band';
import type { FieldError } from '@salesflow/shared/errors/error-body';
import type { AssigneeName } from '../types/contacts-team';
import { sourceLabel } from './contact-labels';

/**
 * The values the user picked in the merge dialog: for a field, the id of the contact whose value
 * stays. By contact rather than by side, so that swapping which contact is kept keeps the values
 * picked; a field not picked follows the shared rule (the kept one's, unless it has none).
 */
export type MergePicks = Partial<Record<DuplicateMergeField, string>>;

export const pickedSide = (
  field: DuplicateMergeField,
  kept: Contact,
  other: Contact,
  picks: MergePicks,
): DuplicateMergeSide => {
  const picked = picks[field];
  if (picked === kept.id) return 'this';
  if (picked === other.id) return 'other';
  return mergeSideOf(field, kept, other);
};

/** What the merge request says for each field the dialog asked about. */
export const keepOf = (
  fields: readonly DuplicateMergeField[],
  kept: Contact,
  other: Contact,
  picks: MergePicks,
): DuplicateMergeKeep =>
  Object.fromEntries(fields.map((field) => [field, pickedSide(field, kept, other, picks)]));

/** A field's value as the dialog shows it; "—" when the contact has none. */
export const mergeValueLabel = (
  field: DuplicateMergeField,
  contact: Contact,
  assigneeName?: AssigneeName,
): string => {
  const value = contact[field];
  if (value === null || value === undefined || value === '') return '—';
  if (field === 'status') return capitalise(value);
  if (field === 'source') return sourceLabel(value);
  if (field === 'assignedTo') return assigneeName ? assigneeName(value) : value;
  return value;
};

/** What merging does, said above its button. */
export const mergeOutcome = (kept: string, other: string) =>
  `${other}'s activities, deals, calls, messages, tasks and tags move to ${kept}, and ${other} is deleted.`;

/** A refusal's field detail, by the field's label ("keep.email" is the Email choice). */
export const mergeDetailText = ({ field, message }: FieldError): string => {
  const name = field.replace(/^keep\./, '');
  const label = DUPLICATE_MERGE_LABELS[name as DuplicateMergeField];
  return label && name !== field ? `${label}: ${message}` : message;
};
