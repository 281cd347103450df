import * as z from 'zod/mini';
import type { Contact } from './contact.schema';
import { CONTACT_STATUSES } from './contact-statuses';
import { tagField } from './contact-tags';

/** Contacts one bulk action takes by id (a page of the list); more runs as a job (to come). */
export const BULK_IDS_MAX = 200;

/**
 * What a bulk action does to each contact chosen: hand it to a member (`assign`, managers and
 * above), set its status, add or take off a tag (`tag`, `untag`), delete it, or read it for a
 * file (`export`). Each contact is checked
 * against the caller's role and what they see, as its own change would be.
 */
export const BULK_ACTIONS = ['assign', 'status', 'tag', 'untag', 'delete', 'export'] as const;
export type BulkAction = (typeof BULK_ACTIONS)[number];

const idField = z
  .string({ error: 'Not a valid contact id' })
  .check(
    z.maxLength(64, 'Not a valid contact id'),
    z.regex(/^[A-Za-z0-9_-]+$/, 'Not a valid contact id'),
  );

const ids = z
  .array(idField, { error: 'Choose at least one contact' })
  .check(
    z.minLength(1, 'Choose at least one contact'),
    z.maxLength(BULK_IDS_MAX, `Choose at most ${BULK_IDS_MAX} contacts at once`),
  );

/** POST /api/contacts/bulk */
export const contactBulkSchema = z.discriminatedUnion(
  'action',
  [
    z.object({
      action: z.literal('assign'),
      ids,
      value: z
        .string({ error: 'Choose a member to assign to' })
        .check(z.minLength(1, 'Choose a member to assign to'), z.maxLength(64, 'Not a member')),
    }),
    z.object({
      action: z.literal('status'),
      ids,
      value: z.enum(CONTACT_STATUSES, { error: 'Status must be cold, warm or hot' }),
    }),
    z.object({ action: z.literal('tag'), ids, value: tagField }),
    z.object({ action: z.literal('untag'), ids, value: tagField }),
    z.object({ action: z.literal('delete'), ids }),
    z.object({ action: z.literal('export'), ids }),
  ],
  { error: `Action must be one of ${BULK_ACTIONS.join(', ')}` },
);
export type ContactBulkInput = z.output<typeof contactBulkSchema>;

/** What a bulk action answers: how many it changed (or read), and why each other one was not. */
export interface ContactBulkResult {
  updated: number;
  failed: { id: string; reason: string }[];
  /** `export`: the contacts read, in the order asked. */
  items?: Contact[];
}
