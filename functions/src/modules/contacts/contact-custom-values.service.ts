import type {
  Contact,
  ContactUpdate,
  NewContactFields,
} from '@salesflow/shared/contacts/contact.schema';
import type { AuthContext } from '../../platform/auth/session';
import {
  customValuesChange,
  withCheckedCustomValues,
} from '../custom-fields/custom-fields.service';
import { createContact, updateContact } from './contacts.service';

/**
 * The contact form's and the API's create and edit, with custom values (custom-fields.service.ts
 * checks them). Apart from contacts.service, so what creates contacts without custom values (the
 * WhatsApp bot, imports, webhooks) does not carry the fields' reads.
 */
export const createContactWithCustomValues = async (
  auth: AuthContext,
  fields: NewContactFields,
): Promise<Contact> =>
  createContact(auth, await withCheckedCustomValues(auth.organizationId, 'contact', fields));

export const updateContactWithCustomValues = (
  auth: AuthContext,
  id: string,
  update: ContactUpdate,
): Promise<Contact> =>
  updateContact(auth, id, customValuesChange(auth.organizationId, 'contact', update));
