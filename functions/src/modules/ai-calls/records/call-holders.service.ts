import type { Contact } from '@salesflow/shared/contacts/contact.schema';
import { changesAllRecords, LEAD_NOT_YOURS_MESSAGE } from '@salesflow/shared/teams/lead-rules';
import type { AuthContext } from '../../../platform/auth/session';
import { laterThan } from '../../../platform/data/later-than';
import { moveInRounds, moveWithRetry } from '../../../platform/data/move-rounds';
import { commit } from '../../../platform/data/unit-of-work';
import { ForbiddenError } from '../../../platform/errors';
import {
  assertMayChangeContact,
  currentContact,
  leadHolder,
} from '../../contacts/contacts.service';
import type { CallRecord } from '../ai-call.entity';
import {
  CallChangedError,
  callContactWrites,
  callHolderWrites,
  findCall,
  listContactCalls,
} from '../ai-calls.repository';

/**
 * A contact handed to another holder takes its calls along (contact-changes worker): each call
 * still on the old holder moves, unless it changed meanwhile (read again, moved next delivery).
 */
export const followContactCalls = async (
  organizationId: string,
  contactId: string,
  contact: Contact | null,
): Promise<number> => {
  if (!contact) return 0;
  const holder = leadHolder(contact);
  let moved = 0;
  for (const listed of await listContactCalls(organizationId, contactId, 10_000)) {
    if (listed.holder === holder) continue;
    for (let attempt = 0; attempt < 3; attempt += 1) {
      const call = await findCall(organizationId, listed.id);
      if (!call || call.holder === holder) break;
      try {
        await commit(callHolderWrites(call, holder, laterThan(call.updatedAt)));
        moved += 1;
        break;
      } catch (error) {
        if (!(error instanceof CallChangedError) || attempt === 2) throw error;
      }
    }
  }
  return moved;
};

/**
 * A merge of duplicates (contact-merges): every call of contact `fromId` moves to contact `to`,
 * with its name, company and holder. One changed meanwhile is read again. Safe to repeat; answers
 * how many moved.
 */
export const moveContactCalls = (organizationId: string, fromId: string, to: Contact) =>
  moveInRounds(
    () => listContactCalls(organizationId, fromId, 10_000),
    (listed) =>
      moveWithRetry<CallRecord>(
        () => findCall(organizationId, listed.id),
        (call) => call.contactId === fromId,
        (call) =>
          commit(
            callContactWrites(
              call,
              { id: to.id, name: to.name, company: to.company, holder: leadHolder(to) },
              laterThan(call.updatedAt),
            ),
          ),
        (error) => error instanceof CallChangedError,
      ),
  );

/**
 * 403 unless the caller may change the call (shared/src/teams/lead-rules.ts): a call follows its
 * lead; one whose lead is gone is its caller's. Whoever made a call may always end it, even once
 * its lead was handed to a teammate meanwhile (seeing it still follows the visibility setting).
 * Only a member's change reads the lead.
 */
export const assertMayChangeCall = async (
  auth: Pick<AuthContext, 'organizationId' | 'userId' | 'role'>,
  call: Pick<CallRecord, 'contactId' | 'userId'>,
): Promise<void> => {
  if (changesAllRecords(auth) || call.userId === auth.userId) return;
  const lead = await currentContact(auth.organizationId, call.contactId);
  if (!lead) throw new ForbiddenError(LEAD_NOT_YOURS_MESSAGE);
  assertMayChangeContact(auth, lead);
};
