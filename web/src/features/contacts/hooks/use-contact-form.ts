import {
  type CallConsentSource,
  type Contact,
  type ContactSource,
  type ContactStatus,
  contactCallingSchema,
  contactInputSchema,
} from '@salesflow/shared/contacts/contact.schema';
import type { CustomField } from '@salesflow/shared/custom-fields/custom-field';
import type { FieldError } from '@salesflow/shared/errors/error-body';
import {
  type CustomInputs,
  checkCustomInputs,
  customInputValues,
  customServerDetails,
  isCustomInputName,
} from '../../../components/custom-fields/custom-inputs';
import {
  type FieldOf,
  type FormValidation,
  formValidation,
  useValidatedForm,
} from '../../../lib/use-validated-form';
import type { ContactPayload } from '../api/contact-payload';

/** The contact's own fields, then one input per custom field (`cf-<key>`, custom-inputs.ts). */
export interface ContactFormValues extends CustomInputs {
  name: string;
  email: string;
  phone: string;
  company: string;
  title: string;
  status: ContactStatus;
  source: ContactSource | '';
  notes: string;
  tags: string[];
  /** The edit dialog's Calling section (the create form does not send them). */
  doNotCall: boolean;
  /** An IANA zone; empty: implied by the phone number. */
  timezone: string;
  consentSource: CallConsentSource | '';
  /** YYYY-MM-DD */
  consentDate: string;
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
  'tags',
  'doNotCall',
  'timezone',
];

/**
 * Schema paths and server details use the form's own field names; consent is two fields, and a
 * custom field's detail is renamed to its input's name first (`contactServerDetails`).
 */
const fieldOf: FieldOf<ContactFormValues> = (name) =>
  name === 'callConsent'
    ? 'consentSource'
    : FIELDS.includes(name as ContactFormField) || isCustomInputName(name)
      ? (name as ContactFormField)
      : undefined;

/** The server's field details with `customFields.<key>` named as the form names that input. */
export const contactServerDetails = (details: readonly FieldError[]): FieldError[] =>
  customServerDetails(details);

export const contactFormValues = (contact?: Contact | null): ContactFormValues => ({
  name: contact?.name ?? '',
  email: contact?.email ?? '',
  phone: contact?.phone ?? '',
  company: contact?.company ?? '',
  title: contact?.title ?? '',
  status: contact?.status ?? 'cold',
  source: contact?.source ?? '',
  notes: contact?.notes ?? '',
  tags: contact?.tags ?? [],
  doNotCall: contact?.doNotCall ?? false,
  timezone: contact?.timezone ?? '',
  consentSource: contact?.callConsent?.source ?? '',
  consentDate: contact?.callConsent?.grantedAt.slice(0, 10) ?? '',
  ...customInputValues(contact?.customFields),
});

/** Validates with the same schema the server uses; one message per field, the first one found. */
export const validateContactForm = (values: ContactFormValues) =>
  formValidation(
    contactInputSchema.safeParse(values),
    fieldOf,
    ({ score: _score, ...payload }): ContactPayload => payload,
  );

/** The consent's time: the stored one when its day is unchanged, else that day's start (UTC). */
const consentTime = (date: string, stored: string | undefined) =>
  stored?.slice(0, 10) === date ? stored : `${date}T00:00:00.000Z`;

/**
 * The edit dialog: the contact's fields and its Calling section, each checked with the shared
 * schema (a consent needs its source and its date).
 */
export const validateContactEdit =
  (stored?: Contact | null) =>
  (values: ContactFormValues): FormValidation<ContactFormValues, ContactPayload> => {
    const base = validateContactForm(values);
    const errors = { ...base.errors };
    if (values.consentSource && !values.consentDate) {
      errors.consentDate = 'Choose the day the lead gave consent';
    } else if (!values.consentSource && values.consentDate) {
      errors.consentSource = 'Choose where the consent came from';
    }
    const calling = contactCallingSchema.safeParse({
      doNotCall: values.doNotCall,
      timezone: values.timezone || null,
      callConsent:
        values.consentSource && values.consentDate
          ? {
              source: values.consentSource,
              grantedAt: consentTime(values.consentDate, stored?.callConsent?.grantedAt),
            }
          : null,
    });
    if (!calling.success) {
      for (const issue of calling.error.issues) {
        const field = issue.path[0] === 'callConsent' ? 'consentDate' : fieldOf(issue.path[0]);
        if (field && !errors[field]) errors[field] = issue.message;
      }
    }
    if (!base.payload || !calling.success || Object.keys(errors).length) {
      return { payload: null, errors };
    }
    return { payload: { ...base.payload, ...calling.data }, errors: {} };
  };

/**
 * A validation with the organization's custom fields added: each input checked in the browser as
 * the server will check it (`checkCustomValues`), and `customFields` sent with what changed (on
 * a new contact, what is filled in).
 */
export const withCustomValues =
  (
    validate: (values: ContactFormValues) => FormValidation<ContactFormValues, ContactPayload>,
    fields: readonly CustomField[],
    stored?: Contact | null,
  ) =>
  (values: ContactFormValues): FormValidation<ContactFormValues, ContactPayload> => {
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
 * Form state for the contact dialog: validates on submit, then revalidates on every change.
 * Server field errors stay beside their field until that field is edited. Editing a contact
 * (`stored`) also checks and sends the Calling section; `fields` are the organization's contact
 * fields, whose inputs are checked and sent too.
 */
export const useContactForm = (
  initial: ContactFormValues,
  stored?: Contact | null,
  fields: readonly CustomField[] = [],
) =>
  useValidatedForm(initial, {
    validate: withCustomValues(
      stored?.id ? validateContactEdit(stored) : validateContactForm,
      fields,
      stored,
    ),
    fieldOf,
  });
