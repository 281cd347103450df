import {
  type SecuritySettingsInput,
  securitySettingsInputSchema,
} from '@salesflow/shared/settings/security-settings';
import {
  type ExotelRegion,
  SECRET_FIELDS,
  SECURITY_FIELDS,
  type SecretField,
  type SecuritySettingsView,
} from '@salesflow/shared/settings/security-settings-view';
import { type FieldOf, formValidation, useValidatedForm } from '../../../lib/use-validated-form';

/**
 * The Security tab's form. Secret inputs start empty (the stored value shows only as its mask, in
 * the placeholder): an empty input keeps the stored secret, a typed one replaces it, and "Remove"
 * sends it empty. The phone number is shown and sent whole.
 */
export interface SecurityFormValues {
  openaiApiKey: string;
  twilioAccountSid: string;
  twilioAuthToken: string;
  twilioPhoneNumber: string;
  exotelAccountSid: string;
  exotelApiKey: string;
  exotelApiToken: string;
  exotelRegion: ExotelRegion | '';
  /** Secrets to remove on save. */
  remove: readonly SecretField[];
}

const fieldOf: FieldOf<SecurityFormValues> = (name) =>
  (SECURITY_FIELDS as readonly unknown[]).includes(name)
    ? (name as keyof SecurityFormValues)
    : undefined;

export const securityFormValues = (view: SecuritySettingsView): SecurityFormValues => ({
  openaiApiKey: '',
  twilioAccountSid: '',
  twilioAuthToken: '',
  twilioPhoneNumber: view.twilioPhoneNumber,
  exotelAccountSid: '',
  exotelApiKey: '',
  exotelApiToken: '',
  exotelRegion: view.exotelRegion,
  remove: [],
});

/** What the form sends: only the secrets typed or removed, and the phone number as it stands. */
export const securityPayload = (values: SecurityFormValues): SecuritySettingsInput => {
  const payload: SecuritySettingsInput = {
    twilioPhoneNumber: values.twilioPhoneNumber,
    // Never chosen: nothing to send (Mumbai is used).
    ...(values.exotelRegion ? { exotelRegion: values.exotelRegion } : {}),
  };
  for (const field of SECRET_FIELDS) {
    if (values.remove.includes(field)) payload[field] = '';
    else if (values[field].trim() !== '') payload[field] = values[field];
  }
  return payload;
};

/** Validates what would be sent with the schema the server uses. */
export const validateSecurityForm = (values: SecurityFormValues) =>
  formValidation(
    securitySettingsInputSchema.safeParse(securityPayload(values)),
    fieldOf,
    (data): SecuritySettingsInput => data,
  );

/** Whether the form holds anything unsaved (Test connection checks what is saved). */
export const securityFormDirty = (values: SecurityFormValues, initial: SecurityFormValues) =>
  values.remove.length > 0 ||
  SECRET_FIELDS.some((field) => values[field] !== '') ||
  values.twilioPhoneNumber.trim() !== initial.twilioPhoneNumber ||
  values.exotelRegion !== initial.exotelRegion;

export const useSecurityForm = (initial: SecurityFormValues) =>
  useValidatedForm(initial, { validate: validateSecurityForm, fieldOf });
