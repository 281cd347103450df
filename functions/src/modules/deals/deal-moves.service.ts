import type { Contact } from '@salesflow/shared/contacts/contact.schema';
import { moveInRounds, moveWithRetry } from '../../platform/data/move-rounds';
import { commit } from '../../platform/data/unit-of-work';
import { leadHolder } from '../contacts/contacts.service';
import type { DealRecord } from './deal.entity';
import { dealFollowingContact } from './deal-edit-rules';
import { DealChangedError, dealMoveWrites, findDeal, listContactDeals } from './deals.repository';

/**
 * A merge of duplicates (contact-merges): every deal of contact `fromId` moves to contact `to`,
 * with its name, company and holder. A deal keeps its `updatedAt` (the system moved it, no user:
 * no timeline entry); its holder's entry and both contacts' scores follow from the table's stream.
 * One changed meanwhile (or moved by another run of the same merge) is read again. Safe to
 * repeat, also two runs at once; answers how many it moved.
 */
export const moveContactDeals = (
  organizationId: string,
  fromId: string,
  to: Contact,
): Promise<number> =>
  moveInRounds(
    () => listContactDeals(organizationId, fromId),
    (listed) =>
      moveWithRetry<DealRecord>(
        () => findDeal(organizationId, listed.id),
        (deal) => deal.contactId === fromId,
        (deal) =>
          commit(
            dealMoveWrites(
              deal,
              dealFollowingContact(
                { ...deal, contactId: to.id },
                { ...to, holder: leadHolder(to) },
              ),
            ),
          ),
        (error) => error instanceof DealChangedError,
      ),
  );
