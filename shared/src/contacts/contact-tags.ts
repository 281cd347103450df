import * as z from 'zod/mini';
import { tagKey } from './tag-key';

/**
 * Tags on a record (issue 27): at most 20, each 1-40 characters of letters, digits, spaces and
 * `- _ . & + /`, told apart regardless of case (the first spelling is kept). A list filters by
 * one tag, any case. No zod in what the lists and the table read: `tagKey` and the limits.
 */
export const TAG_LIMITS = { perRecord: 20, length: 40 } as const;

const TAG_TEXT = /^[\p{L}\p{N} _.&+/-]+$/u;

export const TAG_MESSAGES = {
  many: `A record has at most ${TAG_LIMITS.perRecord} tags`,
  long: `A tag is at most ${TAG_LIMITS.length} characters`,
  empty: 'A tag cannot be empty',
  text: 'A tag has letters, digits, spaces and - _ . & + / only',
} as const;

export { tagKey };

/** One tag as typed: trimmed, spaces folded, checked. */
export const tagField = z.pipe(
  z.string({ error: TAG_MESSAGES.text }).check(z.trim()),
  z.string().check(
    z.minLength(1, TAG_MESSAGES.empty),
    z.maxLength(TAG_LIMITS.length, TAG_MESSAGES.long),
    z.refine((tag) => tag === '' || TAG_TEXT.test(tag), TAG_MESSAGES.text),
    z.overwrite((tag) => tag.replace(/\s+/g, ' ')),
  ),
);

/** A record's tags: each checked, repeats (in any case) dropped, at most 20. */
export const tagsField = z.pipe(
  z.array(tagField, { error: 'Tags must be a list of words' }),
  z.array(z.string()).check(
    z.overwrite((tags) =>
      tags.filter((tag, i) => tags.findIndex((other) => tagKey(other) === tagKey(tag)) === i),
    ),
    z.maxLength(TAG_LIMITS.perRecord, TAG_MESSAGES.many),
  ),
);
