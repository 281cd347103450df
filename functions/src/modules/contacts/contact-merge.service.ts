import type { Contact } from '@salesflow/shared/contacts/contact.schema';
import { type DuplicateMergeKeep, mergedContact } from '@salesflow/shared/contacts/duplicate-merge';
import { commit, type Write } from '../../platform/data/unit-of-work';
import { countEvent } from '../../platform/metrics';
import { activityRecordWrite } from '../activities/activities.service';
import { laterUpdatedAt } from './contact-changes';
import { ContactChangedError, contactMergeWrites, findContact } from './contacts.repository';

/** Both contacts as they are now, or null when either is gone. */
export const mergePair = async (
  organizationId: string,
  keptId: string,
  otherId: string,
): Promise<{ kept: Contact; other: Contact } | null> => {
  const [kept, other] = await Promise.all([
    findContact(organizationId, keptId),
    findContact(organizationId, otherId),
  ]);
  return kept && other ? { kept, other } : null;
};

/**
 * The last step of a merge (contact-merges), once the other's records have moved: in one
 * transaction the kept contact takes the chosen fields and both contacts' tags, the other is
 * deleted with its email claim (or hands it over), "Merged from …" goes on the timeline, and the
 * caller's own writes go with them (`also`: the merge's record). A change to either contact
 * meanwhile is read again and the merge worked out afresh. Null when either is gone.
 */
export const commitContactMerge = async (
  actor: { organizationId: string; userId: string | null },
  keptId: string,
  otherId: string,
  keep: DuplicateMergeKeep,
  also: (merged: Contact, other: Contact) => Write[],
): Promise<Contact | null> => {
  for (let attempt = 0; ; attempt += 1) {
    const pair = await mergePair(actor.organizationId, keptId, otherId);
    if (!pair) return null;
    const { kept, other } = pair;
    const merged = mergedContact(kept, other, keep, laterUpdatedAt(kept.updatedAt, new Date()));
    try {
      await commit([
        ...contactMergeWrites(kept, merged, other),
        activityRecordWrite(actor.organizationId, actor.userId, {
          type: 'contact_updated',
          contactId: kept.id,
          dealId: null,
          subject: `Merged from ${other.name}`,
          description: [other.name, other.email, other.phone, other.company]
            .filter(Boolean)
            .join(' · '),
        }),
        ...also(merged, other),
      ]);
      countEvent('contactsMerged');
      return merged;
    } catch (error) {
      if (!(error instanceof ContactChangedError) || attempt >= 4) throw error;
    }
  }
};
