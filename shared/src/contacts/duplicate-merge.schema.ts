import * as z from 'zod/mini';
import { DUPLICATE_MERGE_FIELDS } from './duplicate-merge';

const ID_MESSAGE = 'Not a valid contact id';

/**
 * POST /api/contacts/{id}/merge: the contact to merge into this one (`otherId`), and for each
 * field whose value to keep ("this" or "other"). A field left out keeps this contact's value, or
 * the other's when this one has none (duplicate-merge.ts).
 */
export const duplicateMergeSchema = z.object({
  otherId: z
    .string({ error: 'Choose the contact to merge' })
    .check(
      z.minLength(1, 'Choose the contact to merge'),
      z.maxLength(64, ID_MESSAGE),
      z.regex(/^[A-Za-z0-9_-]+$/, ID_MESSAGE),
    ),
  keep: z.optional(
    z.partialRecord(
      z.enum(DUPLICATE_MERGE_FIELDS, {
        error: `A kept field is one of ${DUPLICATE_MERGE_FIELDS.join(', ')}`,
      }),
      z.enum(['this', 'other'], { error: 'Keep "this" or "other"' }),
    ),
  ),
});
export type DuplicateMergeInput = z.output<typeof duplicateMergeSchema>;
