import {
  CONTACT_ARRAY_MAX,
  type Contact,
  type ContactFields,
  type ContactPage,
} from '@salesflow/shared/contacts/contact.schema';
import { toE164 } from '@salesflow/shared/contacts/phone';
import type { AuthContext } from '../../platform/auth/session';
import { newId } from '../../platform/data/ids';
import { NotFoundError } from '../../platform/http/errors';
import {
  ContactChangedError,
  countContacts,
  findContact,
  insertContact,
  listContactPage,
  removeContact,
  replaceContact,
} from './contacts.repository';

const notFound = () => new NotFoundError('Contact not found');

export const createContact = async (auth: AuthContext, fields: ContactFields): Promise<Contact> => {
  const now = new Date().toISOString();
  const contact: Contact = {
    ...fields,
    id: newId(),
    phoneE164: fields.phone ? toE164(fields.phone) : null,
    organizationId: auth.organizationId,
    ownerId: auth.userId,
    createdAt: now,
    updatedAt: now,
  };
  await insertContact(contact);
  return contact;
};

const getOrThrow = async (auth: AuthContext, id: string): Promise<Contact> =>
  (await findContact(auth.organizationId, id)) ?? Promise.reject(notFound());

export const getContact = getOrThrow;

export const updateContact = async (
  auth: AuthContext,
  id: string,
  fields: ContactFields,
): Promise<Contact> => {
  const previous = await getOrThrow(auth, id);
  const updatedAt = new Date().toISOString();
  const next: Contact = {
    ...previous,
    ...fields,
    phoneE164: fields.phone ? toE164(fields.phone) : null,
    // Strictly later than what it replaces, so the optimistic check always sees a change.
    updatedAt:
      updatedAt > previous.updatedAt
        ? updatedAt
        : new Date(Date.parse(previous.updatedAt) + 1).toISOString(),
  };
  await replaceContact(previous, next);
  return next;
};

/** A concurrent edit between the read and the delete is retried, not reported. */
export const deleteContact = async (auth: AuthContext, id: string): Promise<void> => {
  for (let attempt = 0; ; attempt += 1) {
    const contact = await getOrThrow(auth, id);
    try {
      await removeContact(contact);
      return;
    } catch (error) {
      if (!(error instanceof ContactChangedError) || attempt >= 2) throw error;
    }
  }
};

export const listContacts = async (
  auth: AuthContext,
  query: { limit: number; cursor?: string; search?: string },
): Promise<ContactPage> => {
  const [page, total] = await Promise.all([
    listContactPage(auth.organizationId, query),
    countContacts(auth.organizationId),
  ]);
  return { ...page, total };
};

export const CONTACT_ARRAY_LIMIT = CONTACT_ARRAY_MAX;
export const contactCount = (auth: AuthContext) => countContacts(auth.organizationId);
