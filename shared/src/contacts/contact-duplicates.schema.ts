import * as z from 'zod/mini';
import { cursorField, limitField } from '../text/paging';

export const DUPLICATES_PAGE_MAX = 100;

/**
 * GET /api/contacts/duplicates: the organization's pairs a page at a time, or one contact's
 * (`contactId`).
 */
export const contactDuplicatesQuerySchema = z.object({
  contactId: z.optional(
    z
      .string({ error: 'Not a valid contact id' })
      .check(
        z.minLength(1, 'Not a valid contact id'),
        z.maxLength(64, 'Not a valid contact id'),
        z.regex(/^[A-Za-z0-9_-]+$/, 'Not a valid contact id'),
      ),
  ),
  limit: z.optional(limitField(DUPLICATES_PAGE_MAX)),
  cursor: cursorField,
});
export type ContactDuplicatesQuery = z.output<typeof contactDuplicatesQuerySchema>;
