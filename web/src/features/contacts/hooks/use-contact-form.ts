import {
  type Contact,
  type ContactSource,
  type ContactStatus,
  contactInputSchema,
} from '@salesflow/shared/contacts/contact.schema';
import type { FieldError } from '@salesflow/shared/errors/error-body';
import { type FormEvent, useState } from 'react';
import type { ContactPayload } from '../api/contact-payload';

export interface ContactFormValues {
  name: string;
  email: string;
  phone: string;
  company: string;
  title: string;
  status: ContactStatus;
  source: ContactSource | '';
  notes: string;
}

export type ContactFormField = keyof ContactFormValues;
export type ContactFormErrors = Partial<Record<ContactFormField, string>>;

const FIELDS: readonly ContactFormField[] = [
  'name',
  'email',
  'phone',
  'company',
  'title',
  'status',
  'source',
  'notes',
];

const isField = (value: unknown): value is ContactFormField =>
  FIELDS.includes(value as ContactFormField);

export const contactFormValues = (contact?: Contact | null): ContactFormValues => ({
  name: contact?.name ?? '',
  email: contact?.email ?? '',
  phone: contact?.phone ?? '',
  company: contact?.company ?? '',
  title: contact?.title ?? '',
  status: contact?.status ?? 'cold',
  source: contact?.source ?? '',
  notes: contact?.notes ?? '',
});

type Validation =
  | { payload: ContactPayload; errors: ContactFormErrors }
  | { payload: null; errors: ContactFormErrors };

/** Validates with the same schema the server uses; one message per field, the first one found. */
export const validateContactForm = (values: ContactFormValues): Validation => {
  const result = contactInputSchema.safeParse(values);
  if (result.success) {
    const { score: _score, ...payload } = result.data;
    return { payload, errors: {} };
  }
  const errors: ContactFormErrors = {};
  for (const issue of result.error.issues) {
    const field = issue.path[0];
    if (isField(field) && !errors[field]) errors[field] = issue.message;
  }
  return { payload: null, errors };
};

/**
 * Form state for the contact dialog: validates on submit, then revalidates on every change.
 * Server field errors stay beside their field until that field is edited.
 */
export const useContactForm = (initial: ContactFormValues) => {
  const [values, setValues] = useState(initial);
  const [clientErrors, setClientErrors] = useState<ContactFormErrors>({});
  const [serverErrors, setServerErrors] = useState<ContactFormErrors>({});
  const [submitted, setSubmitted] = useState(false);

  const setField = <F extends ContactFormField>(field: F, value: ContactFormValues[F]) => {
    const next = { ...values, [field]: value };
    setValues(next);
    if (submitted) setClientErrors(validateContactForm(next).errors);
    if (serverErrors[field]) setServerErrors(({ [field]: _gone, ...rest }) => rest);
  };

  const handleSubmit = (onValid: (payload: ContactPayload) => void) => (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    setServerErrors({});
    const { payload, errors } = validateContactForm(values);
    setClientErrors(errors);
    if (payload) onValid(payload);
  };

  /** Puts the server's per-field details beside their fields; returns whether any matched. */
  const showServerErrors = (details: readonly FieldError[]): boolean => {
    const errors: ContactFormErrors = {};
    for (const { field, message } of details) {
      const name = field.split('.')[0];
      if (isField(name) && !errors[name]) errors[name] = message;
    }
    setServerErrors(errors);
    return Object.keys(errors).length > 0;
  };

  const errors: ContactFormErrors = { ...serverErrors, ...clientErrors };
  return { values, errors, setField, handleSubmit, showServerErrors };
};
