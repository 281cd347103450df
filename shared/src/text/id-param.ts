import * as z from 'zod/mini';

/** `{id}` in a path: a record id (ULID), never free text. */
export const idParamSchema = z.object({
  id: z
    .string({ error: 'Not a valid id' })
    .check(
      z.minLength(1, 'Not a valid id'),
      z.maxLength(64, 'Not a valid id'),
      z.regex(/^[A-Za-z0-9_-]+$/, 'Not a valid id'),
    ),
});
