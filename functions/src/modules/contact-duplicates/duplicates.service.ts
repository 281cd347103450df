import type { Contact } from '@salesflow/shared/contacts/contact.schema';
import {
  type DuplicateContact,
  type DuplicatePage,
  type DuplicatePair,
  type DuplicateReason,
  duplicateMatchesOf,
  sharedDuplicateReasons,
} from '@salesflow/shared/contacts/contact-duplicates';
import type { AuthContext } from '../../platform/auth/session';
import { NotFoundError } from '../../platform/errors';
import {
  contactsByIds,
  currentContact,
  leadHolder,
  visibleContact,
  visibleLeadHolders,
} from '../contacts/contacts.service';
import { erasureStart } from '../organization-erasure/erasure.service';
import {
  contactsMatching,
  indexMatches,
  readIndexedMatches,
  readPairsOf,
  readPairsPage,
  writePairs,
} from './duplicates.repository';

const sameReasons = (a: readonly string[], b: readonly string[]) =>
  a.length === b.length && a.every((reason, i) => reason === b[i]);

/**
 * Brings the contact's possible duplicates up to date with the contact as it is now (the
 * contact-duplicates worker, for each change the stream sends it): its match items first, then
 * the contacts under each match, each read again and kept only if it still shares the match (so
 * a match item another change left behind misleads nobody), then its pairs, both sides, put or
 * taken away. A contact gone has no match and no pair. Repeating it changes nothing.
 *
 * Two contacts given the same email at once each write their match item before reading the
 * match's contacts, so at least one of them finds the other.
 */
export const refreshContactDuplicates = async (
  organizationId: string,
  contactId: string,
  now = new Date(),
): Promise<{ pairs: number }> => {
  if (await erasureStart(organizationId)) return { pairs: 0 };
  const contact = await currentContact(organizationId, contactId);
  const matches = contact ? duplicateMatchesOf(contact) : [];
  const before = await readIndexedMatches(organizationId, contactId);
  await indexMatches(organizationId, contactId, before, matches);

  const candidates = new Set<string>();
  for (const match of matches) {
    for (const id of await contactsMatching(organizationId, match)) {
      if (id !== contactId) candidates.add(id);
    }
  }
  const others = contact ? await contactsByIds(organizationId, [...candidates]) : [];
  const current = new Map<string, DuplicateReason[]>();
  for (const other of others) {
    const reasons = contact ? sharedDuplicateReasons(contact, other) : [];
    if (reasons.length) current.set(other.id, reasons);
  }
  const kept = new Map(
    (await readPairsOf(organizationId, contactId)).map((pair) => [pair.otherId, pair]),
  );
  const foundAt = now.toISOString();
  const keep = [...current].flatMap(([otherId, reasons]) => {
    const was = kept.get(otherId);
    if (was && sameReasons(was.reasons, reasons)) return [];
    return [{ otherId, reasons, foundAt: was?.foundAt ?? foundAt }];
  });
  const drop = [...kept.keys()].filter((otherId) => !current.has(otherId));
  await writePairs(organizationId, contactId, keep, drop);

  // An erasure begun meanwhile may have passed this contact before these writes: they are taken
  // back. One begun after this read finds them through the contact, as its declaration says.
  if (await erasureStart(organizationId)) {
    await indexMatches(organizationId, contactId, matches, []);
    await writePairs(
      organizationId,
      contactId,
      [],
      [...new Set([...current.keys(), ...kept.keys()])],
    );
    return { pairs: 0 };
  }
  return { pairs: current.size };
};

const shown = (contact: Contact): DuplicateContact => ({
  id: contact.id,
  name: contact.name,
  email: contact.email ?? null,
  phone: contact.phone ?? null,
  company: contact.company ?? null,
  assignedTo: contact.assignedTo,
  createdAt: contact.createdAt,
});

type Viewer = Pick<AuthContext, 'organizationId' | 'userId' | 'scope'>;

/** The caller sees the contact (a member: theirs and the unassigned ones). */
const seesOf = (auth: Viewer) => {
  const holders = visibleLeadHolders(auth);
  return (contact: Contact) => holders === null || holders.includes(leadHolder(contact));
};

/**
 * The pairs among `pairs` both of whose contacts the caller sees and which, read again now, still
 * share something (the worker may not have caught up with a change yet), with the reasons of now.
 */
const pairsShown = async (
  auth: Viewer,
  pairs: readonly { contactId: string; otherId: string }[],
): Promise<DuplicatePair[]> => {
  const ids = pairs.flatMap((pair) => [pair.contactId, pair.otherId]);
  const sees = seesOf(auth);
  const byId = new Map(
    (await contactsByIds(auth.organizationId, ids)).filter(sees).map((c) => [c.id, c]),
  );
  return pairs.flatMap(({ contactId, otherId }) => {
    const contact = byId.get(contactId);
    const other = byId.get(otherId);
    if (!contact || !other) return [];
    const reasons = sharedDuplicateReasons(contact, other);
    return reasons.length ? [{ contact: shown(contact), other: shown(other), reasons }] : [];
  });
};

export const DUPLICATES_PAGE_SIZE = 50;

/**
 * GET /api/contacts/duplicates: the organization's possible duplicates, newest found first, or
 * one contact's (`contactId`, for its drawer: "Possible duplicate of …"). Only pairs whose two
 * contacts the caller sees; a contact the caller does not see is not found.
 */
export const listDuplicates = async (
  auth: Viewer,
  query: {
    contactId?: string | undefined;
    cursor?: string | undefined;
    limit?: number | undefined;
  },
): Promise<DuplicatePage> => {
  if (query.contactId) {
    const contact = await visibleContact(auth, query.contactId);
    if (!contact) throw new NotFoundError('Contact not found');
    const pairs = await readPairsOf(auth.organizationId, contact.id);
    return { items: await pairsShown(auth, pairs), nextCursor: null };
  }
  const page = await readPairsPage(
    auth.organizationId,
    query.limit ?? DUPLICATES_PAGE_SIZE,
    query.cursor,
  );
  return { items: await pairsShown(auth, page.pairs), nextCursor: page.nextCursor };
};
