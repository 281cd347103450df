import {
  type ContactDuplicateCheck,
  duplicateMatchesOf,
} from '@salesflow/shared/contacts/contact-duplicates';
import type { StreamChange } from '../../platform/projections/stream-change';

const matchesOf = (image: Record<string, unknown> | null) =>
  image?.type === 'contact'
    ? JSON.stringify(
        duplicateMatchesOf({
          email: typeof image.email === 'string' ? image.email : null,
          phoneE164: typeof image.phoneE164 === 'string' ? image.phoneE164 : null,
          name: typeof image.name === 'string' ? image.name : null,
          company: typeof image.company === 'string' ? image.company : null,
        }),
      )
    : null;

/**
 * What a contact's change asks of its possible duplicates (the contact-duplicates queue, sent
 * from the table's stream by the counters projector): a check when it was created or deleted, or
 * when what duplicates are matched on changed (its email, phone, name or company); nothing for a
 * new score or status. A contact that existed when its organization's erasure began is the
 * erasure's. Pure.
 */
export const duplicateChecks = (
  change: StreamChange,
  erasedSince: (organizationId: string) => string | null = () => null,
): ContactDuplicateCheck[] => {
  const before = matchesOf(change.before);
  const after = matchesOf(change.after);
  if (before === after) return [];
  const image = change.after ?? change.before;
  if (!image) return [];
  const organizationId = String(image.organizationId);
  if (!change.after) {
    const erased = erasedSince(organizationId);
    if (erased !== null && String(image.createdAt) <= erased) return [];
  }
  return [{ organizationId, contactId: String(image.id) }];
};
