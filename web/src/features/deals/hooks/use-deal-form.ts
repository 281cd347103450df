import type { CustomField } from '@salesflow/shared/custom-fields/custom-field';
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
import {
  type CustomInputs,
  checkCustomInputs,
  customInputValues,
  isCustomInputName,
} from '../../../components/custom-fields/custom-inputs';
import {
  type FieldOf,
  type FormValidation,
  formValidation,
  useValidatedForm,
} from '../../../lib/use-validated-form';
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

/** The deal's own fields, then one input per custom field (`cf-<key>`, custom-inputs.ts). */
export interface DealFormValues extends CustomInputs {
  contact: ContactOption | null;
  title: string;
  /** As typed in the number input; blank means the default, 0. */
  value: string;
  stage: DealStage;
  probability: number;
  /** YYYY-MM-DD, or blank. */
  expectedCloseDate: string;
  description: string;
  /** Checked on save with the server's own tag rules (shared/src/contacts/contact-tags.ts). */
  tags: string[];
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
  ['tags', 'tags'],
]);
const fieldOf: FieldOf<DealFormValues> = (name) =>
  FIELDS.get(name) ?? (isCustomInputName(name) ? name : undefined);

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
  tags: deal?.tags ?? [],
  ...customInputValues(deal?.customFields),
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
    tags: values.tags,
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
 * A validation with the organization's deal fields added: each input checked in the browser as the
 * server will check it (`checkCustomValues`), and `customFields` sent with what changed (on a new
 * deal, what is filled in).
 */
export const withDealCustomValues =
  (
    validate: (values: DealFormValues) => FormValidation<DealFormValues, DealPayload>,
    fields: readonly CustomField[],
    stored?: Deal | null,
  ) =>
  (values: DealFormValues): FormValidation<DealFormValues, DealPayload> => {
    const base = validate(values);
    const custom = checkCustomInputs(
      fields,
      values,
      stored?.id ? (stored.customFields ?? {}) : null,
    );
    const errors = { ...base.errors, ...custom.errors };
    if (!base.payload || Object.keys(custom.errors).length) return { payload: null, errors };
    return {
      payload: custom.send ? { ...base.payload, customFields: custom.send } : base.payload,
      errors: {},
    };
  };

/**
 * Form state for the deal dialog: validates on submit, then revalidates on every change.
 * Server field errors stay beside their field until that field is edited. `fields` are the
 * organization's deal fields, whose inputs are checked and sent too.
 */
export const useDealForm = (
  initial: DealFormValues,
  stored?: Deal | null,
  fields: readonly CustomField[] = [],
) =>
  useValidatedForm(initial, {
    validate: withDealCustomValues(validateDealFormFrom(initial), fields, stored),
    fieldOf,
  });
