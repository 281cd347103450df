import * as z from 'zod/mini';
import type { CustomFieldType } from '../custom-fields/custom-field';
import type { CustomFieldValue } from '../custom-fields/custom-values';
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
/** By a contact custom field that sorts (number, date, text, choice): `cf.<key>`, `-cf.<key>`. */
export type CustomSort = `cf.${string}` | `-cf.${string}`;
export const CUSTOM_SORT = /^-?cf\.[a-z][a-z0-9_]{0,39}$/;
export const isCustomSort = (sort: string | undefined): sort is CustomSort =>
  sort !== undefined && CUSTOM_SORT.test(sort);
/** The custom field a sort is by, or null. */
export const customSortKey = (sort: string | undefined): string | null =>
  isCustomSort(sort) ? sort.replace(/^-?cf\./, '') : null;
export type ContactListSort = ContactSort | CustomSort;

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

/** The custom-field filters a list takes at most. */
export const CUSTOM_FILTERS_MAX = 5;
const CUSTOM_FILTER_KEY = /^cf\.[a-z][a-z0-9_]{0,39}$/;

/**
 * A query's `cf.<key>=value` entries apart from the rest: `{ key: value }`, or why one is not
 * valid (named by its own parameter).
 */
export const splitCustomFilters = (query: Record<string, unknown>) => {
  const custom: Record<string, string> = {};
  const rest: Record<string, unknown> = {};
  const problems: { path: string[]; message: string }[] = [];
  for (const [key, value] of Object.entries(query)) {
    if (!key.startsWith('cf.')) {
      rest[key] = value;
      continue;
    }
    if (!CUSTOM_FILTER_KEY.test(key)) {
      problems.push({ path: [key], message: 'Not a custom field' });
    } else if (typeof value !== 'string' || value.length === 0 || value.length > 200) {
      problems.push({ path: [key], message: 'A custom field filter is 1-200 characters' });
    } else custom[key.slice(3)] = value;
  }
  if (Object.keys(custom).length > CUSTOM_FILTERS_MAX) {
    problems.push({ path: ['cf'], message: `At most ${CUSTOM_FILTERS_MAX} custom field filters` });
  }
  return { custom: Object.keys(custom).length ? custom : undefined, rest, problems };
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
 * sorted in any combination, and by custom fields (`cf.<key>=value`, at most 5, as text: the list
 * reads each by its field's type). Dates are the organization's calendar days, both ends included.
 */
const contactListShape = {
  ...listQueryFields(CONTACT_PAGE_MAX),
  sort: z.optional(
    z.union(
      [
        z.enum(CONTACT_SORTS),
        z.custom<CustomSort>((value) => typeof value === 'string' && CUSTOM_SORT.test(value)),
      ],
      {
        error: `Sort must be one of ${CONTACT_SORTS.join(', ')}, or cf.<key> for a custom field`,
      },
    ),
  ),
  ...contactFilterFields,
};
/** Loose: the `cf.<key>` parameters pass through to be taken apart below. */
const contactListFields = z.looseObject(contactListShape).check(...filterRangeChecks);

export const contactListQuerySchema = z.pipe(
  contactListFields,
  z.transform((query, context) => {
    const { custom, rest, problems } = splitCustomFilters(query);
    for (const problem of problems) {
      context.issues.push({ code: 'custom', input: query, ...problem });
    }
    if (problems.length) return z.NEVER;
    return { ...rest, ...(custom ? { custom } : {}) } as ContactListKnown & {
      /** `cf.<key>` filters, by key, as typed. */
      custom?: Record<string, string>;
    };
  }),
);
type ContactListKnown = z.output<z.ZodMiniObject<typeof contactListShape>>;

/**
 * The contacts a filter matches (a bulk action's `filter`): the list's filters, no paging, and
 * `cf.<key>` ones as the list's address has them (the job reads each by its field's type).
 */
export const contactFilterSchema = z.pipe(
  z
    .looseObject(contactFilterFields, { error: 'Filter must be an object of list filters' })
    .check(...filterRangeChecks),
  z.transform((filter, context) => {
    const { custom, rest, problems } = splitCustomFilters(filter);
    for (const problem of problems) {
      context.issues.push({ code: 'custom', input: filter, ...problem });
    }
    if (problems.length) return z.NEVER;
    const known = Object.fromEntries(
      Object.entries(rest).filter(([key]) => key in contactFilterFields),
    ) as z.output<z.ZodMiniObject<typeof contactFilterFields>>;
    return { ...known, ...(custom ? { custom } : {}) };
  }),
);
/** A filter as checked: `custom` holds the `cf.` filters by key, as typed. */
export type ContactFilterRequest = z.output<typeof contactFilterSchema>;
export type ContactFilterInput = z.input<typeof contactFilterSchema>;
/** A filter as a job keeps it: custom values read by their fields' types. */
export type ContactFilter = Omit<ContactFilterRequest, 'custom'> & {
  custom?: Record<string, CustomFieldValue>;
};

export type ContactListQuery = z.output<typeof contactListQuerySchema>;

/** What a list of contacts is narrowed and ordered by (the query without paging and search). */
export type ContactListFilters = Partial<
  Pick<
    ContactListQuery,
    'sort' | 'status' | 'source' | 'minScore' | 'maxScore' | 'createdFrom' | 'createdTo' | 'tag'
  >
> & {
  /** A custom field's sort comes with its field's type (the list's handler checks it). */
  customSort?: { key: string; type: CustomFieldType; descending: boolean };
  /** Custom field filters, each value read by its field's type (the list's handler does). */
  custom?: Record<string, CustomFieldValue>;
};

export interface ContactPage {
  items: Contact[];
  nextCursor: string | null;
  /**
   * Contacts the caller may see, of the assignee asked for if any (not only those matching the
   * search).
   */
  total: number;
}
