import { z } from 'zod';

/** `limit` from a query string: a whole number from 1 to `max`. */
export const limitField = (max: number) => {
  const message = `Limit must be a whole number from 1 to ${max}`;
  return z.coerce.number({ error: message }).int(message).min(1, message).max(max, message);
};

/** Opaque page cursor as the server answered it. */
export const cursorField = z.string().max(4000, 'Cursor is not valid').optional();

/** Free-text search: trimmed, empty means no search. */
export const searchField = z
  .string()
  .trim()
  .max(200, 'Search must be at most 200 characters')
  .optional()
  .transform((v) => (v ? v : undefined));

/** The query of a paged list: search, limit (optional: without it, the spec's plain array) and cursor. */
export const listQueryFields = (max: number) => ({
  search: searchField,
  limit: limitField(max).optional(),
  cursor: cursorField,
});
