import * as z from 'zod/mini';
import { assignedToFilterField } from '../contacts/contact-list.schema';
import { tagField, tagKey, tagsField } from '../contacts/contact-tags';
import { CLOSE_DATE_MESSAGE, readCalendarDate } from '../dates/calendar-date';
import { toCents } from '../money/money';
import type { LeadHolding } from '../teams/lead-rules';
import { listQueryFields } from '../text/paging';
import { optionalText, requiredText } from '../text/text-fields';

import { ACTIVE_STAGES, DEAL_STAGES, type DealStage, isActiveStage } from './deal-stages';

export { ACTIVE_STAGES, DEAL_STAGES, type DealStage, isActiveStage };

export const DEAL_LIMITS = { title: 200, description: 5000 } as const;
export const DEFAULT_PROBABILITY = 50;

const VALUE_MESSAGE = 'Value must be an amount from 0 to 99,999,999.99 with at most 2 decimals';

const moneyField = z.pipe(
  z.union([z.string(), z.number()], { error: 'Value must be an amount like 1500 or 1500.50' }),
  z.transform((value, ctx) => {
    const cents = toCents(value);
    if (cents === null) {
      ctx.issues.push({ code: 'custom', message: VALUE_MESSAGE, input: value });
      return z.NEVER;
    }
    return cents;
  }),
);

const idField = z
  .string({ error: 'Not a valid id' })
  .check(z.maxLength(64, 'Not a valid id'), z.regex(/^[A-Za-z0-9_-]+$/, 'Not a valid id'));

/** Exactly YYYY-MM-DD (or its UTC midnight), a real calendar day; empty means none. */
const closeDateField = z.pipe(
  z.optional(z.union([z.string({ error: CLOSE_DATE_MESSAGE }), z.null()])),
  z.transform((value, ctx) => {
    if (value === undefined || value === null || value.trim() === '') return null;
    const day = readCalendarDate(value);
    if (day === null) {
      ctx.issues.push({ code: 'custom', message: CLOSE_DATE_MESSAGE, input: value });
      return z.NEVER;
    }
    return day;
  }),
);

const PROBABILITY_MESSAGE = 'Probability must be a whole number from 0 to 100';

const dealFields = {
  title: requiredText('Title', DEAL_LIMITS.title),
  description: optionalText(DEAL_LIMITS.description, 'multi'),
  contactId: z.pipe(
    z.optional(z.union([idField, z.literal(''), z.null()])),
    z.transform((v) => (v ? v : null)),
  ),
  value: moneyField,
  stage: z.enum(DEAL_STAGES, { error: 'Stage must be one of the pipeline stages' }),
  probability: z
    .number({ error: PROBABILITY_MESSAGE })
    .check(
      z.int({ error: PROBABILITY_MESSAGE }),
      z.minimum(0, PROBABILITY_MESSAGE),
      z.maximum(100, PROBABILITY_MESSAGE),
    ),
  expectedCloseDate: closeDateField,
  /** Tags as on contacts (at most 20, 40 characters each; a list filters by one, any case). */
  tags: z.optional(tagsField),
};

/** POST /api/deals and the add form: defaults value 0, stage prospecting, probability 50. */
export const dealInputSchema = z.object({
  ...dealFields,
  value: z._default(dealFields.value, 0),
  stage: z._default(dealFields.stage, 'prospecting'),
  probability: z._default(dealFields.probability, DEFAULT_PROBABILITY),
});
export type DealInput = z.input<typeof dealInputSchema>;
export type DealFields = z.output<typeof dealInputSchema>;

/** PUT /api/deals/{id}: any subset (the board sends only the stage); what is left out is kept. */
export const dealPatchSchema = z.object({
  title: z.optional(dealFields.title),
  description: z.optional(dealFields.description),
  contactId: z.optional(dealFields.contactId),
  value: z.optional(dealFields.value),
  stage: z.optional(dealFields.stage),
  probability: z.optional(dealFields.probability),
  expectedCloseDate: z.optional(dealFields.expectedCloseDate),
  tags: dealFields.tags,
});
export type DealPatchInput = z.input<typeof dealPatchSchema>;
export type DealPatch = z.output<typeof dealPatchSchema>;

/** What the API answers for a deal. `value` is a decimal string; clients read it as a number. */
export interface Deal {
  id: string;
  title: string;
  description: string | null;
  contactId: string | null;
  /** Kept beside the deal so lists and search need no join; null without a contact. */
  contactName: string | null;
  contactCompany: string | null;
  /**
   * Who holds its lead (the lead's assignee and who added it), kept beside the deal like its name
   * and following the lead within a second: the app offers a member only the deals the server lets
   * them change (shared/src/teams/lead-rules.ts). Null without a lead.
   */
  lead: LeadHolding | null;
  value: string;
  stage: DealStage;
  probability: number;
  expectedCloseDate: string | null;
  /** Absent on a deal never tagged. */
  tags?: string[];
  organizationId: string;
  ownerId: string;
  createdAt: string;
  updatedAt: string;
}

export const DEAL_PAGE_MAX = 200;

/** `due=past`: open deals whose expected close date is before today, most overdue first. */
export const DEAL_DUE_FILTERS = ['past'] as const;
export type DealDueFilter = (typeof DEAL_DUE_FILTERS)[number];

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
export const dealListQuerySchema = z
  .object({
    ...listQueryFields(DEAL_PAGE_MAX),
    stage: stageListField,
    due: z.optional(z.enum(DEAL_DUE_FILTERS, { error: 'Due must be past' })),
    sort: z.optional(z.enum(DEAL_SORTS, { error: `Sort must be one of ${DEAL_SORTS.join(', ')}` })),
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
export type DealListQuery = z.output<typeof dealListQuerySchema>;

/** What a list of deals is narrowed and ordered by (the query without paging, search and due). */
export type DealListFilters = Partial<
  Pick<DealListQuery, 'sort' | 'stage' | 'minValue' | 'maxValue' | 'closeFrom' | 'closeTo' | 'tag'>
>;

export interface DealPage {
  items: Deal[];
  nextCursor: string | null;
}
