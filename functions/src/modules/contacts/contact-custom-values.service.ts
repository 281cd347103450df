import type {
  Contact,
  ContactUpdate,
  NewContactFields,
} from '@salesflow/shared/contacts/contact.schema';
import type { AuthContext } from '../../platform/auth/session';
import { resolveCustomValues } from '../custom-fields/custom-fields.service';
import { createContact, updateContact } from './contacts.service';

/**
 * The contact form's and the API's create and edit, with custom values: those sent are checked
 * against the organization's fields (a bad one is a 400 naming `customFields.<key>`) and laid over
 * the contact's own (null clears one; a deleted field's value goes). Apart from contacts.service,
 * so what creates contacts without custom values (the WhatsApp bot, imports, webhooks) does not
 * carry the fields' reads.
 */
export const createContactWithCustomValues = async (
  auth: AuthContext,
  fields: NewContactFields,
): Promise<Contact> =>
  createContact(
    auth,
    fields.customFields
      ? {
          ...fields,
          customFields: await resolveCustomValues(
            auth.organizationId,
            'contact',
            undefined,
            fields.customFields,
          ),
        }
      : fields,
  );

export const updateContactWithCustomValues = (
  auth: AuthContext,
  id: string,
  update: ContactUpdate,
): Promise<Contact> => {
  const sent = update.customFields;
  return sent
    ? updateContact(auth, id, async (previous) => ({
        ...update,
        customFields: await resolveCustomValues(
          auth.organizationId,
          'contact',
          previous.customFields,
          sent,
        ),
      }))
    : updateContact(auth, id, update);
};
