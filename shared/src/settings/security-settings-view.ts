/**
 * The Security tab's answer (GET /api/settings/security) and the rules both sides share about
 * masks. Apart from security-settings.ts, which parses phones: reading the tab needs no
 * libphonenumber (DESIGN.md, "Weight").
 */
export const SECRET_FIELDS = [
  'openaiApiKey',
  'twilioAccountSid',
  'twilioAuthToken',
  // Exotel, the Indian carrier: calls to Indian numbers go through it once it is set up.
  'exotelAccountSid',
  'exotelApiKey',
  'exotelApiToken',
] as const;
export type SecretField = (typeof SECRET_FIELDS)[number];
export const SECURITY_FIELDS = [...SECRET_FIELDS, 'twilioPhoneNumber', 'exotelRegion'] as const;
export type SecurityField = (typeof SECURITY_FIELDS)[number];

/** What people call each field, in messages ("Twilio Auth Token is not set"). */
export const SECURITY_FIELD_NAMES: Record<SecurityField, string> = {
  openaiApiKey: 'OpenAI API key',
  twilioAccountSid: 'Twilio Account SID',
  twilioAuthToken: 'Twilio Auth Token',
  twilioPhoneNumber: 'Twilio phone number',
  exotelAccountSid: 'Exotel Account SID',
  exotelApiKey: 'Exotel API key',
  exotelApiToken: 'Exotel API token',
  exotelRegion: 'Exotel region',
};

/** Exotel's two clusters: Mumbai (api.in.exotel.com) and Singapore (api.exotel.com). */
export const EXOTEL_REGIONS = ['mumbai', 'singapore'] as const;
export type ExotelRegion = (typeof EXOTEL_REGIONS)[number];

/** A secret is shown as this, then its last 4 characters. */
export const MASK_PREFIX = '••••••••';
export const MASK_CHARACTER = '•';

export const maskOf = (last4: string): string => `${MASK_PREFIX}${last4}`;

/** A value that is a mask (sent back as shown): it means "keep what is stored". */
export const isMasked = (value: string): boolean => value.startsWith(MASK_CHARACTER);

export interface FieldStatus {
  set: boolean;
  /** ISO 8601; null when never set. */
  changedAt: string | null;
  /** The name (or email) of who last changed it. */
  changedBy: string | null;
}

/**
 * The four credential fields as the spec's form reads them (secrets masked, "" when not set,
 * the phone number whole), and each field's status.
 */
export interface SecuritySettingsView {
  openaiApiKey: string;
  twilioAccountSid: string;
  twilioAuthToken: string;
  twilioPhoneNumber: string;
  exotelAccountSid: string;
  exotelApiKey: string;
  exotelApiToken: string;
  /** "" when not set (Mumbai is used). */
  exotelRegion: ExotelRegion | '';
  status: Record<SecurityField, FieldStatus>;
}

/** POST /api/settings/security/test-connection: each check and what it found. */
export interface ConnectionCheck {
  name: string;
  ok: boolean;
  message: string;
}

export interface ConnectionTestResult {
  ok: boolean;
  checks: ConnectionCheck[];
}
