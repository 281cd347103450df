import * as z from 'zod/mini';
import type { Contact } from './contact.schema';
import type { ContactBulkJob } from './contact-bulk-job';
import { contactFilterSchema } from './contact-list.schema';
import { CONTACT_STATUSES } from './contact-statuses';
import { tagField } from './contact-tags';

/** Contacts one bulk action takes by id and answers at once (a page of the list). */
export const BULK_IDS_MAX = 200;
/** Contacts a bulk action takes by id at most: past BULK_IDS_MAX it runs as a job. */
export const BULK_JOB_IDS_MAX = 5000;

/**
 * What a bulk action does to each contact chosen: hand it to a member (`assign`, managers and
 * above), set its status, add or take off a tag (`tag`, `untag`), delete it, or read it for a
 * file (`export`), or choose it for the caller's next auto-calling run (`autocall`). Each contact is checked
 * against the caller's role and what they see, as its own change would be.
 */
export const BULK_ACTIONS = [
  'assign',
  'status',
  'tag',
  'untag',
  'delete',
  'autocall',
  'export',
] as const;
export type BulkAction = (typeof BULK_ACTIONS)[number];

const idField = z
  .string({ error: 'Not a valid contact id' })
  .check(
    z.maxLength(64, 'Not a valid contact id'),
    z.regex(/^[A-Za-z0-9_-]+$/, 'Not a valid contact id'),
  );

/**
 * Whom the action is for: `ids` (up to BULK_IDS_MAX answered at once, up to BULK_JOB_IDS_MAX as a
 * job) or `filter` (every contact the list's filters match, as a job: "Select all N matching").
 */
const target = {
  ids: z.optional(
    z
      .array(idField, { error: 'Choose at least one contact' })
      .check(
        z.minLength(1, 'Choose at least one contact'),
        z.maxLength(
          BULK_JOB_IDS_MAX,
          `Choose at most ${BULK_JOB_IDS_MAX.toLocaleString('en-US')} contacts by id, or use a filter`,
        ),
      ),
  ),
  filter: z.optional(contactFilterSchema),
};
const TARGET_MESSAGE = 'Choose contacts by ids or by a filter';

/** POST /api/contacts/bulk */
export const contactBulkSchema = z
  .discriminatedUnion(
    'action',
    [
      z.object({
        action: z.literal('assign'),
        ...target,
        value: z
          .string({ error: 'Choose a member to assign to' })
          .check(z.minLength(1, 'Choose a member to assign to'), z.maxLength(64, 'Not a member')),
      }),
      z.object({
        action: z.literal('status'),
        ...target,
        value: z.enum(CONTACT_STATUSES, { error: 'Status must be cold, warm or hot' }),
      }),
      z.object({ action: z.literal('tag'), ...target, value: tagField }),
      z.object({ action: z.literal('untag'), ...target, value: tagField }),
      z.object({ action: z.literal('delete'), ...target }),
      z.object({ action: z.literal('autocall'), ...target }),
      z.object({ action: z.literal('export'), ...target }),
    ],
    { error: `Action must be one of ${BULK_ACTIONS.join(', ')}` },
  )
  .check(
    z.refine((input) => (input.ids === undefined) !== (input.filter === undefined), {
      message: TARGET_MESSAGE,
      path: ['ids'],
    }),
  );
export type ContactBulkInput = z.output<typeof contactBulkSchema>;
export type ContactBulkRequest = z.input<typeof contactBulkSchema>;

/** Whether the action answers at once (a page of ids), or runs as a job. */
export const runsAsJob = (input: Pick<ContactBulkInput, 'ids' | 'filter'>): boolean =>
  input.filter !== undefined || (input.ids?.length ?? 0) > BULK_IDS_MAX;

/** What a bulk action answers: how many it changed (or read), and why each other one was not. */
export interface ContactBulkResult {
  updated: number;
  failed: { id: string; reason: string }[];
  /** `export`: the contacts read, in the order asked. */
  items?: Contact[];
}

/** A bulk action run as a job (a filter, or more than BULK_IDS_MAX ids): answered 202. */
export interface ContactBulkJobAnswer {
  job: ContactBulkJob;
}
