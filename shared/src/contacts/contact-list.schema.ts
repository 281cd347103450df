import * as z from 'zod/mini';
import { listQueryFields } from '../text/paging';
import type { Contact } from './contact.schema';

/**
 * GET /api/contacts. Apart from the contact form's schema, so the list and read functions do not
 * carry the phone number rules (libphonenumber) they never use.
 */
export const CONTACT_PAGE_MAX = 200;
export const CONTACT_ARRAY_MAX = 1000;

export const contactListQuerySchema = z.object(listQueryFields(CONTACT_PAGE_MAX));
export type ContactListQuery = z.output<typeof contactListQuerySchema>;

export interface ContactPage {
  items: Contact[];
  nextCursor: string | null;
  /** Contacts in the organization (not only those matching the search). */
  total: number;
}
