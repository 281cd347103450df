import * as z from 'zod/mini';

/**
 * A list's `assignedTo` filter: "my leads" (`me`), the unassigned leads (`none`), or one
 * member's (their user id). Contacts and deals lists take it alike.
 */
export const assignedToFilterField = z.optional(
  z
    .string({ error: 'Not a valid assignee' })
    .check(
      z.minLength(1, 'Not a valid assignee'),
      z.maxLength(64, 'Not a valid assignee'),
      z.regex(/^[A-Za-z0-9_-]+$/, 'Not a valid assignee'),
    ),
);
