import type { Contact } from '@salesflow/shared/contacts/contact.schema';
import { NotFoundError } from '../../platform/errors';
import { contactsByPhone, getContact } from '../contacts/contacts.service';

/** The contact a message is stored on, as it is now (null once deleted). */
export const findContactForMessage = async (
  organizationId: string,
  contactId: string,
): Promise<Contact | null> => {
  try {
    // The message belongs to the organization, whoever holds the lead: no visibility scope.
    return await getContact({ organizationId, userId: '', scope: { kind: 'all' } }, contactId);
  } catch (error) {
    if (error instanceof NotFoundError) return null;
    throw error;
  }
};

/** The contact a number belongs to (E.164 compare): the oldest with it, or null. */
export const contactForNumber = async (
  organizationId: string,
  phoneE164: string,
): Promise<Contact | null> => (await contactsByPhone(organizationId, phoneE164))[0] ?? null;
