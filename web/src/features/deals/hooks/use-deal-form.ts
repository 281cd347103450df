import { closeDateProblem } from '@salesflow/shared/dates/calendar-date';
import { localIsoDate } from '@salesflow/shared/dates/format-date';
import {
  DEFAULT_PROBABILITY,
  type Deal,
  type DealStage,
  dealInputSchema,
} from '@salesflow/shared/deals/deal.schema';
import { centsToDecimal } from '@salesflow/shared/money/money';
import type { LeadHolding } from '@salesflow/shared/teams/lead-rules';
import { type FieldOf, formValidation, useValidatedForm } from '../../../lib/use-validated-form';
import type { DealPayload } from '../api/deal-payload';

/**
 * A contact as the contact field shows it: "name - company"; with who holds it when the search
 * found it (a lead the user may not change is shown but cannot be chosen).
 */
export interface ContactOption {
  id: string;
  name: string;
  company: string | null;
  holding?: LeadHolding;
}

export interface DealFormValues {
  contact: ContactOption | null;
  title: string;
  /** As typed in the number input; blank means the default, 0. */
  value: string;
  stage: DealStage;
  probability: number;
  /** YYYY-MM-DD, or blank. */
  expectedCloseDate: string;
  description: string;
}

export type DealFormField = keyof DealFormValues;

/** Schema and server field names → form fields (the contact field holds the contactId). */
const FIELDS = new Map<unknown, DealFormField>([
  ['contactId', 'contact'],
  ['title', 'title'],
  ['value', 'value'],
  ['stage', 'stage'],
  ['probability', 'probability'],
  ['expectedCloseDate', 'expectedCloseDate'],
  ['description', 'description'],
]);
const fieldOf: FieldOf<DealFormValues> = (name) => FIELDS.get(name);

export const dealFormValues = (deal?: Deal | null): DealFormValues => ({
  contact: deal?.contactId
    ? {
        id: deal.contactId,
        name: deal.contactName || 'Unknown Contact',
        company: deal.contactCompany,
      }
    : null,
  title: deal?.title ?? '',
  value: deal?.value ?? '',
  stage: deal?.stage ?? 'prospecting',
  probability: deal?.probability ?? DEFAULT_PROBABILITY,
  expectedCloseDate: deal?.expectedCloseDate ?? '',
  description: deal?.description ?? '',
});

/** The probability input: a whole number; anything that is not a number becomes 0. */
export const parseProbability = (text: string): number => {
  const parsed = Number.parseInt(text, 10);
  return Number.isNaN(parsed) ? 0 : parsed;
};

/** Validates with the schema the server uses; one message per field, the first one found. */
export const validateDealForm = (values: DealFormValues) => {
  const value = values.value.trim();
  const result = dealInputSchema.safeParse({
    contactId: values.contact?.id ?? null,
    title: values.title,
    value: value === '' ? undefined : value,
    stage: values.stage,
    probability: values.probability,
    expectedCloseDate: values.expectedCloseDate || null,
    description: values.description,
  });
  return formValidation(
    result,
    fieldOf,
    (data): DealPayload => ({ ...data, value: centsToDecimal(data.value) }),
  );
};

/**
 * A close date typed in the past is refused when it is new or changed, as the server refuses it
 * (the picker already offers no past day); an old deal's date sent back unchanged is kept.
 */
export const validateDealFormFrom = (initial: DealFormValues) => (values: DealFormValues) => {
  const checked = validateDealForm(values);
  const problem = closeDateProblem(
    values.expectedCloseDate || null,
    initial.expectedCloseDate || null,
    localIsoDate(new Date()),
  );
  if (!problem || checked.errors.expectedCloseDate) return checked;
  return { payload: null, errors: { ...checked.errors, expectedCloseDate: problem } };
};

/**
 * Form state for the deal dialog: validates on submit, then revalidates on every change.
 * Server field errors stay beside their field until that field is edited.
 */
export const useDealForm = (initial: DealFormValues) =>
  useValidatedForm(initial, { validate: validateDealFormFrom(initial), fieldOf });
