import * as z from 'zod/mini';
import { listQueryFields } from '../text/paging';
import type { Contact } from './contact.schema';

/**
 * GET /api/contacts. Apart from the contact form's schema, so the list and read functions do not
 * carry the phone number rules (libphonenumber) they never use.
 */
export const CONTACT_PAGE_MAX = 200;
export const CONTACT_ARRAY_MAX = 1000;

/** "My leads" (`me`), unassigned leads (`none`), or one member's leads (their user id). */
export const assignedToFilterField = z.optional(
  z
    .string({ error: 'Not a valid assignee' })
    .check(
      z.minLength(1, 'Not a valid assignee'),
      z.maxLength(64, 'Not a valid assignee'),
      z.regex(/^[A-Za-z0-9_-]+$/, 'Not a valid assignee'),
    ),
);

export const contactListQuerySchema = z.object({
  ...listQueryFields(CONTACT_PAGE_MAX),
  assignedTo: assignedToFilterField,
});
export type ContactListQuery = z.output<typeof contactListQuerySchema>;

export interface ContactPage {
  items: Contact[];
  nextCursor: string | null;
  /**
   * Contacts the caller may see, of the assignee asked for if any (not only those matching the
   * search).
   */
  total: number;
}
