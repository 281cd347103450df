import * as z from 'zod/mini';
import { tagsField } from '../contacts/contact-tags';
import { type CustomFieldValues, customValuesField } from '../custom-fields/custom-values';
import { CLOSE_DATE_MESSAGE, readCalendarDate } from '../dates/calendar-date';
import { toCents } from '../money/money';
import type { LeadHolding } from '../teams/lead-rules';
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
  /** The organization's own deal fields (`{ key: value }`, null clears one), checked on the server. */
  customFields: customValuesField,
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
  customFields: dealFields.customFields,
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
  /** The organization's own deal fields' values: absent when none is set. */
  customFields?: CustomFieldValues;
  organizationId: string;
  ownerId: string;
  createdAt: string;
  updatedAt: string;
}

export const DEAL_PAGE_MAX = 200;

/** `due=past`: open deals whose expected close date is before today, most overdue first. */
export const DEAL_DUE_FILTERS = ['past'] as const;
export type DealDueFilter = (typeof DEAL_DUE_FILTERS)[number];

export interface DealPage {
  items: Deal[];
  nextCursor: string | null;
}
