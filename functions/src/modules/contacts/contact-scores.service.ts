import type { Contact } from '@salesflow/shared/contacts/contact.schema';
import type { EngagementEvidence } from '@salesflow/shared/scoring/lead-score';
import { commit } from '../../platform/data/unit-of-work';
import { sameScore, withScore } from './contact-scoring';
import { contactReplaceWrites } from './contacts.repository';

/**
 * Lead scores kept up to date: the profile part is scored where the contact is written
 * (contacts.service.ts); evidence that lives elsewhere (its timeline, its deals) reaches it
 * through the lead-scores queue, whose worker (modules/lead-scoring) reads it and calls
 * `rescoreContact`. What asks for it (a deal moved, a contact reached) asks from the table's
 * stream (deals/deal-rescores.ts, activities/activity-rescores.ts, sent by the counters
 * projector), not in its own transaction.
 */

/**
 * The contact scored again from its timeline and deals as just read: written only if its score,
 * explanation or evidence moved (so a repeated message changes nothing), with the optimistic
 * check (ContactChangedError: read it again); its counters (qualified) follow from the stream.
 */
export const rescoreContact = async (
  contact: Contact,
  engagement: EngagementEvidence,
  // Its counters follow from the table's stream, in the organization's time zone.
  _timezone?: string,
): Promise<boolean> => {
  const now = new Date();
  const scored = withScore(contact, { engagement }, now);
  // A contact reached since the last computation is written even when no point moved, so its
  // `computedAt` says the call or note was counted (the contact detail waits for that).
  const counted = (contact.scoring?.computedAt ?? '') >= (contact.lastContactedAt ?? '');
  if (counted && sameScore(contact, scored)) return false;
  const at = now.toISOString();
  const next: Contact = {
    ...scored,
    updatedAt:
      at > contact.updatedAt ? at : new Date(Date.parse(contact.updatedAt) + 1).toISOString(),
  };
  await commit(contactReplaceWrites(contact, next));
  return true;
};
