import type { Contact } from '@salesflow/shared/contacts/contact.schema';
import type {
  RestoreResult,
  TrashedContact,
  TrashPage,
  TrashQuery,
} from '@salesflow/shared/contacts/contact-trash';
import type { AuthContext } from '../../platform/auth/session';
import { commit, type Write } from '../../platform/data/unit-of-work';
import { DomainError, LimitExceededError, NotFoundError } from '../../platform/errors';
import { countEvent } from '../../platform/metrics';
import { activityRecordWrite } from '../activities/activities.service';
import { laterUpdatedAt } from './contact-changes';
import { contactRoom } from './contact-room';
import { isPurged, purgeAtOf, type TrashedRecord } from './contact-trash.entity';
import {
  findTrashed,
  NOT_IN_TRASH_MESSAGE,
  readTrashPage,
  restoreWrites,
  trashWrites,
} from './contact-trash.repository';
import { assertMayChangeContact, canSeeContact } from './contact-visibility';

/**
 * What deleting a contact now writes (contacts.service deleteContact): the contact leaves for the
 * trash, and its timeline, kept there with it, says so.
 */
export const contactTrashWrites = (contact: Contact, deletedBy: string | null): Write[] => {
  const deletedAt = new Date().toISOString();
  return [
    ...trashWrites({ contact, deletedAt, deletedBy, purgeAt: purgeAtOf(deletedAt) }),
    timelineEntry(contact, deletedBy, 'Moved to the trash', deletedAt),
  ];
};

const timelineEntry = (contact: Contact, userId: string | null, subject: string, at: string) =>
  activityRecordWrite(
    contact.organizationId,
    userId,
    { type: 'contact_updated', contactId: contact.id, dealId: null, subject, description: null },
    at,
  );

/**
 * Whether the contact is in the trash (its days over or not, until the table's TTL takes it): its
 * timeline, deals and lead assignments are kept for it (contact-changes worker).
 */
export const isInTrash = async (organizationId: string, contactId: string): Promise<boolean> =>
  (await findTrashed(organizationId, contactId)) !== null;

const answer = (trashed: TrashedRecord): TrashedContact => ({
  contact: trashed.contact,
  deletedAt: trashed.deletedAt,
  deletedBy: trashed.deletedBy,
  purgeAt: trashed.purgeAt,
});

/** Pages read at most to fill one page with contacts the caller sees. */
const MAX_READS = 5;

/**
 * GET /api/trash: the contacts in the trash the caller may see (the visibility setting, as for
 * the lists), newest deleted first; those whose days are over are left out.
 */
export const listTrash = async (auth: AuthContext, query: TrashQuery): Promise<TrashPage> => {
  const limit = query.limit ?? 50;
  const items: TrashedContact[] = [];
  let cursor = query.cursor;
  for (let read = 0; read < MAX_READS; read += 1) {
    const page = await readTrashPage(auth.organizationId, limit - items.length, cursor);
    items.push(
      ...page.items
        .filter((trashed) => !isPurged(trashed) && canSeeContact(auth, trashed.contact))
        .map(answer),
    );
    cursor = page.nextCursor ?? undefined;
    if (!cursor || items.length >= limit) break;
  }
  return { items, nextCursor: cursor ?? null };
};

/** Contacts restored at once: each is its own transaction. */
const AT_ONCE = 4;

const restoreOne = async (auth: AuthContext, id: string): Promise<Contact> => {
  const trashed = await findTrashed(auth.organizationId, id);
  if (!trashed || isPurged(trashed) || !canSeeContact(auth, trashed.contact)) {
    throw new NotFoundError(NOT_IN_TRASH_MESSAGE);
  }
  assertMayChangeContact(auth, trashed.contact);
  const room = await contactRoom(auth.organizationId);
  const problem = room.take();
  if (problem) throw new LimitExceededError(problem);
  const contact: Contact = {
    ...trashed.contact,
    updatedAt: laterUpdatedAt(trashed.contact.updatedAt, new Date()),
  };
  await commit([
    ...restoreWrites(contact, room.claim),
    timelineEntry(contact, auth.userId, 'Restored from the trash', contact.updatedAt),
  ]);
  countEvent('contactRestored');
  return contact;
};

/**
 * POST /api/trash/restore: each contact back as it was deleted (its timeline, deals, calls and
 * tasks were kept), checked as its own change would be: one the caller may not change, whose
 * email another contact has taken meanwhile, or for which the plan has no room left is named
 * with why; the others come back. Restoring one twice at once brings it back once.
 */
export const restoreContacts = async (
  auth: AuthContext,
  ids: readonly string[],
): Promise<RestoreResult> => {
  const restored: Contact[] = [];
  const failed: RestoreResult['failed'] = [];
  const unique = [...new Set(ids)];
  for (let i = 0; i < unique.length; i += AT_ONCE) {
    await Promise.all(
      unique.slice(i, i + AT_ONCE).map(async (id) => {
        try {
          restored.push(await restoreOne(auth, id));
        } catch (error) {
          if (!(error instanceof DomainError)) throw error;
          failed.push({ id, reason: error.message });
        }
      }),
    );
  }
  return { restored, failed };
};
