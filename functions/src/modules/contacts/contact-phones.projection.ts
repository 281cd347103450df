import type { SetMemberChange } from '../../platform/projections/set-members';
import type { StreamChange } from '../../platform/projections/stream-change';
import { contactPhoneKey } from './contact.entity';

const phoneOf = (image: Record<string, unknown> | null) =>
  image?.type === 'contact' && typeof image.phoneE164 === 'string' && image.phoneE164
    ? {
        organizationId: String(image.organizationId),
        id: String(image.id),
        phone: image.phoneE164,
        createdAt: String(image.createdAt),
      }
    : null;

/**
 * Where a contact's change moves it among the organization's contacts by phone
 * (contactPhoneKey): out of its old number's set, into its new one's. A contact that existed
 * when its organization's erasure began is the erasure's to take out (it deletes the sets). Pure.
 */
export const contactPhoneChanges = (
  changes: readonly StreamChange[],
  erasedSince: (organizationId: string) => string | null = () => null,
): SetMemberChange[] =>
  changes.flatMap((change, index) => {
    const before = phoneOf(change.before);
    const after = phoneOf(change.after);
    if (before?.phone === after?.phone && (before === null) === (after === null)) return [];
    const out: SetMemberChange[] = [];
    if (before && !after) {
      const erased = erasedSince(before.organizationId);
      if (erased !== null && before.createdAt <= erased) return [];
    }
    if (before) {
      out.push({
        key: contactPhoneKey(before.organizationId, before.phone),
        member: before.id,
        present: false,
        index,
      });
    }
    if (after) {
      out.push({
        key: contactPhoneKey(after.organizationId, after.phone),
        member: after.id,
        present: true,
        index,
      });
    }
    return out;
  });
