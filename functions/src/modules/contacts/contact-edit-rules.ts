import type {
  Contact,
  ContactUpdate,
  NewContactFields,
} from '@salesflow/shared/contacts/contact.schema';
import {
  type IncomingLead,
  type MergeChange,
  type MergeMode,
  mergeLeadFields,
} from '@salesflow/shared/contacts/contact-merge';
import { toE164 } from '@salesflow/shared/contacts/phone';
import { setCustomValues } from '@salesflow/shared/custom-fields/custom-values';
import { applyContactUpdate, describeContactChanges, laterUpdatedAt } from './contact-changes';
import { withScore } from './contact-scoring';

/**
 * What each way of changing a contact does to it, decided without the table: a new contact, an
 * edit, a call's outcome, a lead that arrived again, a handover. The service reads, calls one of
 * these and writes what it answers.
 */

/**
 * A new contact of `creator`'s, scored: the creator's lead unless `assignedTo` says otherwise
 * (null: unassigned, as imports and webhooks make them); a score sent with it (typed, an import's
 * score column) is kept as a hand adjustment on top of the model.
 */
export const newContact = (
  creator: { organizationId: string; userId: string },
  fields: NewContactFields,
  options: { id: string; assignedTo?: string | null },
  now: Date,
): Contact => {
  const at = now.toISOString();
  const { score: typed, customFields, ...rest } = fields;
  const values = setCustomValues(customFields);
  const unscored: Contact = {
    ...rest,
    ...(values ? { customFields: values } : {}),
    score: 0,
    id: options.id,
    phoneE164: fields.phone ? toE164(fields.phone) : null,
    organizationId: creator.organizationId,
    ownerId: creator.userId,
    assignedTo: options.assignedTo === undefined ? creator.userId : options.assignedTo,
    createdAt: at,
    updatedAt: at,
    lastContactedAt: null,
  };
  return withScore(unscored, typed === undefined ? {} : { typed }, now);
};

/**
 * An edit (PUT) applied and scored again. A score sent unchanged (an edit form that sends every
 * field) is not a new hand adjustment: the model keeps moving it.
 */
export const editedContact = (previous: Contact, update: ContactUpdate, now: Date): Contact => {
  const typed = update.score !== undefined && update.score !== previous.score ? update.score : null;
  return withScore(applyContactUpdate(previous, update, now), typed === null ? {} : { typed }, now);
};

/**
 * What a real call found out (its status, Do Not Call), or null when the contact already says
 * so: the same outcome written twice changes nothing the second time. The phone is not touched,
 * so it is not parsed again.
 */
export const callOutcomeContact = (
  previous: Contact,
  change: Pick<ContactUpdate, 'status' | 'doNotCall'>,
  now: Date,
): Contact | null => {
  const sent = Object.entries(change).filter(
    ([name, value]) => value !== undefined && previous[name as keyof Contact] !== value,
  );
  if (sent.length === 0) return null;
  const changed: Contact = {
    ...previous,
    ...Object.fromEntries(sent),
    updatedAt: laterUpdatedAt(previous.updatedAt, now),
  };
  return withScore(changed, {}, now);
};

/**
 * A lead that arrived again merged into the contact with its email (see mergeLeadFields): the
 * contact as it becomes (unchanged when the lead brings nothing new; new fields are new evidence,
 * so the score follows them) and the line its timeline shows (written even when nothing changed,
 * so the history shows every time the lead came back).
 */
export const mergedLead = (
  previous: Contact,
  incoming: IncomingLead,
  mode: MergeMode,
  timeline: { subject: string; description?: string | null },
  now: Date,
): { next: Contact; changed: MergeChange[]; description: string | null } => {
  const { update, changed } = mergeLeadFields(previous, incoming, mode);
  const next = changed.length
    ? withScore(applyContactUpdate(previous, update, now), {}, now)
    : previous;
  const described = changed.length ? describeContactChanges(previous, next) : null;
  return {
    next,
    changed,
    description: [timeline.description, described].filter(Boolean).join(' · ') || null,
  };
};

/**
 * The contact handed to another member (null: back to the unassigned leads) and what its
 * timeline says, or null when it stays with whoever holds it.
 */
export const handedOver = (
  contact: Contact,
  assignedTo: string | null,
  now: Date,
): { next: Contact; subject: string } | null => {
  if (contact.assignedTo === assignedTo) return null;
  return {
    next: { ...contact, assignedTo, updatedAt: now.toISOString() },
    subject: assignedTo ? 'Lead assigned' : 'Lead unassigned',
  };
};
