import { z } from 'zod';
import { toCents } from '../money/money';
import { listQueryFields } from '../text/paging';
import { optionalText, requiredText } from '../text/text-fields';

export const DEAL_STAGES = [
  'prospecting',
  'qualification',
  'proposal',
  'closing',
  'won',
  'lost',
] as const;
export type DealStage = (typeof DEAL_STAGES)[number];

/** The board's columns: the active stages. Won and lost are closed. */
export const ACTIVE_STAGES = ['prospecting', 'qualification', 'proposal', 'closing'] as const;
export const isActiveStage = (stage: DealStage): boolean =>
  (ACTIVE_STAGES as readonly string[]).includes(stage);

export const DEAL_LIMITS = { title: 200, description: 5000 } as const;
export const DEFAULT_PROBABILITY = 50;

const moneyField = z
  .union([z.string(), z.number()], { error: 'Value must be an amount like 1500 or 1500.50' })
  .transform((value, ctx) => {
    const cents = toCents(value);
    if (cents === null) {
      ctx.addIssue({
        code: 'custom',
        message: 'Value must be an amount from 0 to 99,999,999.99 with at most 2 decimals',
      });
      return z.NEVER;
    }
    return cents;
  });

const idField = z
  .string()
  .max(64)
  .regex(/^[A-Za-z0-9_-]+$/, 'Not a valid id');

/** YYYY-MM-DD or a full ISO timestamp; kept as the calendar date. */
const closeDateField = z
  .union([z.string(), z.null()])
  .optional()
  .transform((value, ctx) => {
    if (value === undefined || value === null || value.trim() === '') return null;
    const date = value.trim().slice(0, 10);
    const parsed = new Date(`${date}T00:00:00Z`);
    if (
      !/^\d{4}-\d{2}-\d{2}$/.test(date) ||
      Number.isNaN(parsed.getTime()) ||
      parsed.toISOString().slice(0, 10) !== date
    ) {
      ctx.addIssue({
        code: 'custom',
        message: 'Expected close date must be a date like 2025-03-05',
      });
      return z.NEVER;
    }
    return date;
  });

const dealFields = {
  title: requiredText('Title', DEAL_LIMITS.title),
  description: optionalText(DEAL_LIMITS.description),
  contactId: z
    .union([idField, z.literal(''), z.null()])
    .optional()
    .transform((v) => (v ? v : null)),
  value: moneyField,
  stage: z.enum(DEAL_STAGES, { error: 'Stage must be one of the pipeline stages' }),
  probability: z
    .number({ error: 'Probability must be a whole number from 0 to 100' })
    .int('Probability must be a whole number from 0 to 100')
    .min(0, 'Probability must be a whole number from 0 to 100')
    .max(100, 'Probability must be a whole number from 0 to 100'),
  expectedCloseDate: closeDateField,
};

/** POST /api/deals and the add form: defaults value 0, stage prospecting, probability 50. */
export const dealInputSchema = z.object({
  ...dealFields,
  value: dealFields.value.default(0),
  stage: dealFields.stage.default('prospecting'),
  probability: dealFields.probability.default(DEFAULT_PROBABILITY),
});
export type DealInput = z.input<typeof dealInputSchema>;
export type DealFields = z.output<typeof dealInputSchema>;

/** PUT /api/deals/{id}: any subset (the board sends only the stage); what is left out is kept. */
export const dealPatchSchema = z.object({
  title: dealFields.title.optional(),
  description: dealFields.description.optional(),
  contactId: dealFields.contactId.optional(),
  value: dealFields.value.optional(),
  stage: dealFields.stage.optional(),
  probability: dealFields.probability.optional(),
  expectedCloseDate: dealFields.expectedCloseDate.optional(),
});
export type DealPatchInput = z.input<typeof dealPatchSchema>;

/** What the API answers for a deal. `value` is a decimal string; clients read it as a number. */
export interface Deal {
  id: string;
  title: string;
  description: string | null;
  contactId: string | null;
  /** Kept beside the deal so lists and search need no join; null without a contact. */
  contactName: string | null;
  contactCompany: string | null;
  value: string;
  stage: DealStage;
  probability: number;
  expectedCloseDate: string | null;
  organizationId: string;
  ownerId: string;
  createdAt: string;
  updatedAt: string;
}

export const DEAL_PAGE_MAX = 200;

export const dealListQuerySchema = z.object({
  ...listQueryFields(DEAL_PAGE_MAX),
  stage: z.enum(DEAL_STAGES, { error: 'Stage must be one of the pipeline stages' }).optional(),
});
export type DealListQuery = z.output<typeof dealListQuerySchema>;

export interface DealPage {
  items: Deal[];
  nextCursor: string | null;
}
