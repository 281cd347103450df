import {
  type Contact,
  type ContactSource,
  type ContactStatus,
  contactInputSchema,
} from '@salesflow/shared/contacts/contact.schema';
import { type FieldOf, formValidation, useValidatedForm } from '../../../lib/use-validated-form';
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

/** Schema paths and server details use the form's own field names. */
const fieldOf: FieldOf<ContactFormValues> = (name) =>
  FIELDS.includes(name as ContactFormField) ? (name as ContactFormField) : undefined;

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

/** Validates with the same schema the server uses; one message per field, the first one found. */
export const validateContactForm = (values: ContactFormValues) =>
  formValidation(
    contactInputSchema.safeParse(values),
    fieldOf,
    ({ score: _score, ...payload }): ContactPayload => payload,
  );

/**
 * Form state for the contact dialog: validates on submit, then revalidates on every change.
 * Server field errors stay beside their field until that field is edited.
 */
export const useContactForm = (initial: ContactFormValues) =>
  useValidatedForm(initial, { validate: validateContactForm, fieldOf });
