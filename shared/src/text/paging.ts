import * as z from 'zod/mini';
import { textProblem } from './text-fields';

/** `limit` from a query string: a whole number from 1 to `max`. */
export const limitField = (max: number) => {
  const message = `Limit must be a whole number from 1 to ${max}`;
  return z.coerce
    .number({ error: message })
    .check(z.int({ error: message }), z.minimum(1, message), z.maximum(max, message));
};

/** Opaque page cursor as the server answered it. */
export const cursorField = z.optional(
  z.string({ error: 'Cursor is not valid' }).check(z.maxLength(12_000, 'Cursor is not valid')),
);

/** Free-text search: trimmed, empty means no search. */
export const searchField = z.pipe(
  z.optional(
    z.string({ error: 'Search must be text' }).check(
      z.trim(),
      z.maxLength(200, 'Search must be at most 200 characters'),
      z.refine((v) => textProblem(v) === null, 'Search must not contain control characters'),
    ),
  ),
  z.transform((v) => (v ? v : undefined)),
);

/** The query of a paged list: search, limit (optional: without it, the spec's plain array) and cursor. */
export const listQueryFields = (max: number) => ({
  search: searchField,
  limit: z.optional(limitField(max)),
  cursor: cursorField,
});
