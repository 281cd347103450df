import type { StreamChange } from '../../platform/projections/stream-change';
import { fromDealItem } from './deal.entity';

const dealOf = (image: Record<string, unknown> | null) =>
  image?.type === 'deal' ? fromDealItem(image) : null;

/**
 * The contacts a deal change asks to be scored again: a deal's stage is evidence for its
 * contact's lead score, so a deal created or deleted, or moved to another stage or contact, has
 * the contacts it was and is linked to scored again (the lead-scores queue, sent from the table's
 * stream by the counters projector). Pure.
 */
export const dealRescores = (
  change: StreamChange,
): { organizationId: string; contactId: string }[] => {
  const before = dealOf(change.before);
  const after = dealOf(change.after);
  const deal = after ?? before;
  if (!deal) return [];
  const moved =
    !before || !after || before.stage !== after.stage || before.contactId !== after.contactId;
  if (!moved) return [];
  const contacts = new Set([before?.contactId, after?.contactId]);
  return [...contacts].flatMap((contactId) =>
    contactId ? [{ organizationId: deal.organizationId, contactId }] : [],
  );
};
