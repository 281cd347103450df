import type { ContactChange } from '@salesflow/shared/contacts/contact-change';
import type { StreamChange } from '../../platform/projections/stream-change';
import { fromContactItem, holderOf } from './contact.entity';
import { changesWhatDealsCopy } from './contact-changes';
import { fromTrashItem, TRASHED_ITEM_TYPE } from './contact-trash.entity';

const contactOf = (image: Record<string, unknown> | null) =>
  image?.type === 'contact' ? fromContactItem(image) : null;

/**
 * What a contact's change asks of the records that copy it (the contact-changes queue, sent from
 * the table's stream by the counters projector instead of an outbox entry in the change's
 * transaction): its deals carry its name and company, and its deals and calls follow its holder,
 * so a change of any of those is `updated`; a deletion is `deleted` (its deals lose it, its
 * timeline and lead assignments go; for a contact in the trash, once its trash item goes). A
 * contact that existed when its organization's erasure
 * began is the erasure's to delete: it asks nothing. The worker applies the contact as it is
 * then, so a message sent twice or late changes nothing. Pure.
 */
export const contactChangeMessages = (
  change: StreamChange,
  erasedSince: (organizationId: string) => string | null = () => null,
): ContactChange[] => {
  // A contact's days in the trash are over (or it came back): what waited for it follows.
  if (change.before?.type === TRASHED_ITEM_TYPE && !change.after) {
    const { contact } = fromTrashItem(change.before);
    const erased = erasedSince(contact.organizationId);
    if (erased !== null && contact.createdAt <= erased) return [];
    return [{ change: 'deleted', organizationId: contact.organizationId, contactId: contact.id }];
  }
  const before = contactOf(change.before);
  const after = contactOf(change.after);
  if (before && !after) {
    const erased = erasedSince(before.organizationId);
    if (erased !== null && before.createdAt <= erased) return [];
    return [{ change: 'deleted', organizationId: before.organizationId, contactId: before.id }];
  }
  if (!before || !after) return [];
  if (!changesWhatDealsCopy(before, after) && holderOf(before) === holderOf(after)) return [];
  return [
    {
      change: 'updated',
      organizationId: after.organizationId,
      contactId: after.id,
      name: after.name,
      company: after.company,
    },
  ];
};
