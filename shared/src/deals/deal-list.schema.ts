import * as z from 'zod/mini';
import { CUSTOM_SORT, type CustomSort, splitCustomFilters } from '../contacts/contact-list.schema';
import { tagField, tagKey } from '../contacts/contact-tags';
import type { CustomFieldType } from '../custom-fields/custom-field';
import type { CustomFieldValue } from '../custom-fields/custom-values';
import { readCalendarDate } from '../dates/calendar-date';
import { toCents } from '../money/money';
import { assignedToFilterField } from '../teams/assignee-filter';
import { listQueryFields } from '../text/paging';
import { DEAL_DUE_FILTERS, DEAL_PAGE_MAX } from './deal.schema';
import { DEAL_STAGES, type DealStage } from './deal-stages';

/**
 * GET /api/deals's query, apart from the deal form's schema, so the functions that write deals
 * (the WhatsApp bot's) do not carry the list's rules.
 */
/** How a list of deals can be ordered: a field, highest (or latest) first after `-`. */
export const DEAL_SORTS = [
  'value',
  '-value',
  'probability',
  '-probability',
  'expectedCloseDate',
  '-expectedCloseDate',
  'createdAt',
  '-createdAt',
] as const;
export type DealSort = (typeof DEAL_SORTS)[number];
/** A deal field's order, or a deal custom field's (`cf.<key>`, `-cf.<key>`). */
export type DealListSort = DealSort | CustomSort;

const STAGE_LIST_MESSAGE = `Stage must be among ${DEAL_STAGES.join(', ')}`;

/** `a,b` of the pipeline's stages: each once, in the pipeline's order; empty means no filter. */
const stageListField = z.pipe(
  z.optional(z.string({ error: STAGE_LIST_MESSAGE }).check(z.maxLength(200, STAGE_LIST_MESSAGE))),
  z.transform((value, context) => {
    const words = (value ?? '')
      .split(',')
      .map((word) => word.trim())
      .filter(Boolean);
    if (words.some((word) => !DEAL_STAGES.includes(word as DealStage))) {
      context.issues.push({ code: 'custom', input: value, message: STAGE_LIST_MESSAGE });
      return z.NEVER;
    }
    const chosen = DEAL_STAGES.filter((stage) => words.includes(stage));
    return chosen.length ? chosen : undefined;
  }),
);

/** An amount of a filter, in cents; empty means none. */
const amountFilter = (label: string) =>
  z.pipe(
    z.optional(z.string({ error: `${label} must be an amount like 1500 or 1500.50` })),
    z.transform((value, context) => {
      if (value === undefined || value.trim() === '') return undefined;
      const cents = toCents(value.trim());
      if (cents === null) {
        context.issues.push({
          code: 'custom',
          input: value,
          message: `${label} must be an amount from 0 to 99,999,999.99 with at most 2 decimals`,
        });
        return z.NEVER;
      }
      return cents;
    }),
  );

const dayFilter = (label: string) =>
  z.pipe(
    z.optional(z.string({ error: `${label} must be a date like 2026-03-05` })),
    z.transform((value, context) => {
      if (value === undefined || value.trim() === '') return undefined;
      const day = readCalendarDate(value.trim());
      if (day === null || day !== value.trim()) {
        context.issues.push({
          code: 'custom',
          input: value,
          message: `${label} must be a date like 2026-03-05`,
        });
        return z.NEVER;
      }
      return day;
    }),
  );

/**
 * GET /api/deals: a page searched, filtered and sorted in any combination: `stage` (one or
 * several, comma-separated), `minValue`/`maxValue` (amounts, both included), `closeFrom`/`closeTo`
 * (expected close dates, both included), `sort`; `due=past` is the overdue list.
 */
const dealListFields = z
  .looseObject({
    ...listQueryFields(DEAL_PAGE_MAX),
    stage: stageListField,
    due: z.optional(z.enum(DEAL_DUE_FILTERS, { error: 'Due must be past' })),
    sort: z.optional(
      z.union(
        [
          z.enum(DEAL_SORTS),
          z.custom<CustomSort>((value) => typeof value === 'string' && CUSTOM_SORT.test(value)),
        ],
        { error: `Sort must be one of ${DEAL_SORTS.join(', ')}, or cf.<key> for a custom field` },
      ),
    ),
    minValue: amountFilter('Minimum value'),
    maxValue: amountFilter('Maximum value'),
    closeFrom: dayFilter('Close from'),
    closeTo: dayFilter('Close to'),
    /** One tag, any case. */
    tag: z.optional(z.pipe(tagField, z.transform(tagKey))),
    /** The deals of "my leads" (`me`), the unassigned leads (`none`) or one member's. */
    assignedTo: assignedToFilterField,
  })
  .check(
    z.refine(
      (query) =>
        query.minValue === undefined ||
        query.maxValue === undefined ||
        query.minValue <= query.maxValue,
      { message: 'Minimum value must not be above the maximum', path: ['minValue'] },
    ),
    z.refine((query) => !query.closeFrom || !query.closeTo || query.closeFrom <= query.closeTo, {
      message: 'Close from must not be after close to',
      path: ['closeFrom'],
    }),
  );

/**
 * GET /api/deals's query, with custom fields' filters (`cf.<key>=value`, at most 5, as text: the
 * list reads each by its deal field's type) taken apart as `custom`.
 */
export const dealListQuerySchema = z.pipe(
  dealListFields,
  z.transform((query, context) => {
    const { custom, rest, problems } = splitCustomFilters(query);
    for (const problem of problems) {
      context.issues.push({ code: 'custom', input: query, ...problem });
    }
    if (problems.length) return z.NEVER;
    return { ...rest, ...(custom ? { custom } : {}) } as z.output<typeof dealListFields> & {
      /** `cf.<key>` filters, by key, as typed. */
      custom?: Record<string, string>;
    };
  }),
);
export type DealListQuery = z.output<typeof dealListQuerySchema>;

/** What a list of deals is narrowed and ordered by (the query without paging, search and due). */
export type DealListFilters = Partial<
  Pick<DealListQuery, 'sort' | 'stage' | 'minValue' | 'maxValue' | 'closeFrom' | 'closeTo' | 'tag'>
> & {
  /** Custom field filters, each value read by its deal field's type (the list's handler does). */
  custom?: Record<string, CustomFieldValue>;
  /** A deal custom field's sort, with its field's type (the list's handler checks it). */
  customSort?: { key: string; type: CustomFieldType; descending: boolean };
};
