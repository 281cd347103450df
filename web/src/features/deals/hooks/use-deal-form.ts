import {
  DEFAULT_PROBABILITY,
  type Deal,
  type DealStage,
  dealInputSchema,
} from '@salesflow/shared/deals/deal.schema';
import type { FieldError } from '@salesflow/shared/errors/error-body';
import { centsToDecimal } from '@salesflow/shared/money/money';
import { type FormEvent, useState } from 'react';
import type { DealPayload } from '../api/deal-payload';

/** A contact as the contact field shows it: "name - company". */
export interface ContactOption {
  id: string;
  name: string;
  company: string | null;
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
export type DealFormErrors = Partial<Record<DealFormField, string>>;

/** Schema and server field names → form fields (the contact field holds the contactId). */
const FIELD_OF = new Map<unknown, DealFormField>([
  ['contactId', 'contact'],
  ['title', 'title'],
  ['value', 'value'],
  ['stage', 'stage'],
  ['probability', 'probability'],
  ['expectedCloseDate', 'expectedCloseDate'],
  ['description', 'description'],
]);

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

type Validation =
  | { payload: DealPayload; errors: DealFormErrors }
  | { payload: null; errors: DealFormErrors };

/** Validates with the schema the server uses; one message per field, the first one found. */
export const validateDealForm = (values: DealFormValues): Validation => {
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
  if (result.success) {
    return { payload: { ...result.data, value: centsToDecimal(result.data.value) }, errors: {} };
  }
  const errors: DealFormErrors = {};
  for (const issue of result.error.issues) {
    const field = FIELD_OF.get(issue.path[0]);
    if (field && !errors[field]) errors[field] = issue.message;
  }
  return { payload: null, errors };
};

/**
 * Form state for the deal dialog: validates on submit, then revalidates on every change.
 * Server field errors stay beside their field until that field is edited.
 */
export const useDealForm = (initial: DealFormValues) => {
  const [values, setValues] = useState(initial);
  const [clientErrors, setClientErrors] = useState<DealFormErrors>({});
  const [serverErrors, setServerErrors] = useState<DealFormErrors>({});
  const [submitted, setSubmitted] = useState(false);

  const setField = <F extends DealFormField>(field: F, value: DealFormValues[F]) => {
    const next = { ...values, [field]: value };
    setValues(next);
    if (submitted) setClientErrors(validateDealForm(next).errors);
    if (serverErrors[field]) setServerErrors(({ [field]: _gone, ...rest }) => rest);
  };

  const handleSubmit = (onValid: (payload: DealPayload) => void) => (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    setServerErrors({});
    const { payload, errors } = validateDealForm(values);
    setClientErrors(errors);
    if (payload) onValid(payload);
  };

  /** Puts the server's per-field details beside their fields. */
  const showServerErrors = (details: readonly FieldError[]): void => {
    const errors: DealFormErrors = {};
    for (const { field, message } of details) {
      const name = FIELD_OF.get(field.split('.')[0]);
      if (name && !errors[name]) errors[name] = message;
    }
    setServerErrors(errors);
  };

  const errors: DealFormErrors = { ...serverErrors, ...clientErrors };
  return { values, errors, setField, handleSubmit, showServerErrors };
};
