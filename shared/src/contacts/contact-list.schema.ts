import * as z from 'zod/mini';
import { isCalendarDate } from '../dates/calendar-date';
import { assignedToFilterField } from '../teams/assignee-filter';
import { listQueryFields, searchField } from '../text/paging';
import type { Contact } from './contact.schema';
import { CONTACT_SOURCES, type ContactSource } from './contact-source';
import { CONTACT_STATUSES, type ContactStatus } from './contact-statuses';
import { tagField, tagKey } from './contact-tags';

/**
 * GET /api/contacts. Apart from the contact form's schema, so the list and read functions do not
 * carry the phone number rules (libphonenumber) they never use.
 */
export const CONTACT_PAGE_MAX = 200;
export const CONTACT_ARRAY_MAX = 1000;

export { assignedToFilterField };

/** How a list of contacts can be ordered: a field, highest (or latest, or Z) first after `-`. */
export const CONTACT_SORTS = [
  'score',
  '-score',
  'name',
  '-name',
  'createdAt',
  '-createdAt',
  'lastContactedAt',
  '-lastContactedAt',
] as const;
export type ContactSort = (typeof CONTACT_SORTS)[number];

/** `a,b,c` of the listed words: each once, in the listed order; empty means no filter. */
const listOf = <T extends string>(label: string, allowed: readonly T[]) =>
  z.pipe(
    z.optional(
      z.string({ error: `${label} must be text` }).check(z.maxLength(200, `${label} is too long`)),
    ),
    z.transform((value, context) => {
      const words = (value ?? '')
        .split(',')
        .map((word) => word.trim())
        .filter(Boolean);
      const unknown = words.filter((word) => !allowed.includes(word as T));
      if (unknown.length) {
        context.issues.push({
          code: 'custom',
          input: value,
          message: `${label} must be among ${allowed.join(', ')}`,
        });
        return z.NEVER;
      }
      const chosen = allowed.filter((word) => words.includes(word));
      return chosen.length ? chosen : undefined;
    }),
  );

const scoreField = (label: string) => {
  const message = `${label} must be a whole number from 0 to 100`;
  return z.optional(
    z.coerce
      .number({ error: message })
      .check(z.int({ error: message }), z.minimum(0, message), z.maximum(100, message)),
  );
};

const dayField = (label: string) =>
  z.optional(
    z
      .string({ error: `${label} must be a date like 2026-03-05` })
      .check(z.refine(isCalendarDate, `${label} must be a date like 2026-03-05`)),
  );

/**
 * What narrows a list of contacts (its search, holder and filters), as the list's address gives
 * them: a bulk action on every contact a filter matches takes the same fields (contact-bulk).
 */
export const contactFilterFields = {
  q: searchField,
  assignedTo: assignedToFilterField,
  status: listOf<ContactStatus>('Status', CONTACT_STATUSES),
  source: listOf<ContactSource>('Source', CONTACT_SOURCES),
  minScore: scoreField('Minimum score'),
  maxScore: scoreField('Maximum score'),
  createdFrom: dayField('Created from'),
  createdTo: dayField('Created to'),
  /** One tag, any case. */
  tag: z.optional(z.pipe(tagField, z.transform(tagKey))),
};

type FilterRanges = {
  minScore?: number | undefined;
  maxScore?: number | undefined;
  createdFrom?: string | undefined;
  createdTo?: string | undefined;
};

/** The rules between filters: a range's two ends in order. */
const filterRangeChecks = [
  z.refine<FilterRanges>(
    (query: FilterRanges) =>
      query.minScore === undefined ||
      query.maxScore === undefined ||
      query.minScore <= query.maxScore,
    { message: 'Minimum score must not be above the maximum', path: ['minScore'] },
  ),
  z.refine<FilterRanges>(
    (query: FilterRanges) =>
      !query.createdFrom || !query.createdTo || query.createdFrom <= query.createdTo,
    { message: 'Created from must not be after created to', path: ['createdFrom'] },
  ),
];

/**
 * GET /api/contacts: a page, searched (`search`, or `q` as a saved view keeps it), filtered and
 * sorted in any combination. Dates are the organization's calendar days, both ends included.
 */
export const contactListQuerySchema = z
  .object({
    ...listQueryFields(CONTACT_PAGE_MAX),
    sort: z.optional(
      z.enum(CONTACT_SORTS, { error: `Sort must be one of ${CONTACT_SORTS.join(', ')}` }),
    ),
    ...contactFilterFields,
  })
  .check(...filterRangeChecks);

/** The contacts a filter matches (a bulk action's `filter`): the list's filters, no paging. */
export const contactFilterSchema = z
  .object(contactFilterFields, { error: 'Filter must be an object of list filters' })
  .check(...filterRangeChecks);
export type ContactFilter = z.output<typeof contactFilterSchema>;
export type ContactFilterInput = z.input<typeof contactFilterSchema>;

export type ContactListQuery = z.output<typeof contactListQuerySchema>;

/** What a list of contacts is narrowed and ordered by (the query without paging and search). */
export type ContactListFilters = Partial<
  Pick<
    ContactListQuery,
    'sort' | 'status' | 'source' | 'minScore' | 'maxScore' | 'createdFrom' | 'createdTo' | 'tag'
  >
>;

export interface ContactPage {
  items: Contact[];
  nextCursor: string | null;
  /**
   * Contacts the caller may see, of the assignee asked for if any (not only those matching the
   * search).
   */
  total: number;
}
