import {
  SECURITY_FIELD_NAMES,
  type SecretField,
} from '@salesflow/shared/settings/security-settings-view';
import { openSecret, SecretUnreadableError } from '../../platform/secrets/secret-box';
import type { SecuritySettingsRecord } from './security-settings.entity';
import { readSecuritySettings } from './security-settings.repository';

/**
 * An organization's provider keys as the rest of the product uses them (the calling centre, the
 * LLM): secrets are opened only inside these calls.
 */
/** The secret in the clear, or null when not set or unreadable (a key lost, an item tampered). */
const openField = async (
  record: SecuritySettingsRecord | null,
  field: SecretField,
): Promise<string | null> => {
  const sealed = record?.secrets[field]?.sealed;
  if (!record || !sealed) return null;
  try {
    return await openSecret(sealed, { organizationId: record.organizationId, purpose: field });
  } catch (error) {
    if (error instanceof SecretUnreadableError) return null;
    throw error;
  }
};

export type TelephonyReadiness =
  | { ready: true; twilio: { accountSid: string; authToken: string; phoneNumber: string } }
  | { ready: false; missing: string[]; message: string };

const TWILIO_FIELDS = ['twilioAccountSid', 'twilioAuthToken', 'twilioPhoneNumber'] as const;

const listed = (names: string[]) =>
  names.length < 2 ? (names[0] ?? '') : `${names.slice(0, -1).join(', ')} and ${names.at(-1)}`;

/**
 * Whether the organization can place calls through Twilio, with its credentials when it can, or
 * the names of what is missing ("Twilio Auth Token") when it cannot.
 */
export const telephonyReadiness = async (organizationId: string): Promise<TelephonyReadiness> => {
  const record = await readSecuritySettings(organizationId);
  const [accountSid, authToken] = await Promise.all([
    openField(record, 'twilioAccountSid'),
    openField(record, 'twilioAuthToken'),
  ]);
  const phoneNumber = record?.twilioPhoneNumber?.value ?? null;
  const values = {
    twilioAccountSid: accountSid,
    twilioAuthToken: authToken,
    twilioPhoneNumber: phoneNumber,
  };
  const missing = TWILIO_FIELDS.filter((field) => !values[field]).map(
    (field) => SECURITY_FIELD_NAMES[field],
  );
  if (accountSid && authToken && phoneNumber) {
    return { ready: true, twilio: { accountSid, authToken, phoneNumber } };
  }
  return {
    ready: false,
    missing,
    message: `Setup Required: add the ${listed(missing)} in Settings → Security.`,
  };
};

export type ExotelReadiness =
  | {
      ready: true;
      exotel: { accountSid: string; apiKey: string; apiToken: string };
      region: 'mumbai' | 'singapore';
    }
  | { ready: false; missing: string[] };

const EXOTEL_FIELDS = ['exotelAccountSid', 'exotelApiKey', 'exotelApiToken'] as const;

/**
 * Whether the organization has Exotel set up (calls to Indian numbers go through it then), with
 * its credentials and region (Mumbai unless it chose Singapore).
 */
export const exotelReadiness = async (organizationId: string): Promise<ExotelReadiness> => {
  const record = await readSecuritySettings(organizationId);
  const [accountSid, apiKey, apiToken] = await Promise.all(
    EXOTEL_FIELDS.map((field) => openField(record, field)),
  );
  if (accountSid && apiKey && apiToken) {
    const region = record?.exotelRegion?.value === 'singapore' ? 'singapore' : 'mumbai';
    return { ready: true, exotel: { accountSid, apiKey, apiToken }, region };
  }
  const values = { exotelAccountSid: accountSid, exotelApiKey: apiKey, exotelApiToken: apiToken };
  return {
    ready: false,
    missing: EXOTEL_FIELDS.filter((field) => !values[field]).map(
      (field) => SECURITY_FIELD_NAMES[field],
    ),
  };
};

/** The organization's OpenAI (or OpenAI-compatible) API key, or null when none is set. */
export const llmKey = async (organizationId: string): Promise<string | null> =>
  openField(await readSecuritySettings(organizationId), 'openaiApiKey');
