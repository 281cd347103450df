import type { Contact } from '@salesflow/shared/contacts/contact.schema';
import { laterThan } from '../../platform/data/later-than';
import { commit } from '../../platform/data/unit-of-work';
import { leadHolder } from '../contacts/contacts.service';
import {
  CallChangedError,
  callHolderWrites,
  findCall,
  listContactCalls,
} from './ai-calls.repository';

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
