import * as z from 'zod/mini';
import { isValidPhone } from '../contacts/phone';
import { EXOTEL_REGIONS, isMasked } from './security-settings-view';

/**
 * POST /api/settings/security, and the Security tab's form: the same rules on both sides. Each
 * secret may be a new value, "" (remove it), or omitted or sent back as its mask (keep the stored
 * one), so saving the form unchanged never overwrites a secret with its mask. The phone number may
 * be a number in international format, or "" (remove it), or omitted (keep it).
 */
export const SECURITY_LIMITS = { openaiApiKey: 512, phone: 32 } as const;

export const SECURITY_MESSAGES = {
  openaiApiKey: 'Enter the API key as given, without spaces (8 to 512 characters)',
  twilioAccountSid: 'Enter the Account SID: AC followed by 32 hexadecimal characters',
  twilioAuthToken: 'Enter the Auth Token: 32 hexadecimal characters',
  twilioPhoneNumber:
    'Enter the number in international format, starting with + (e.g. +14155550100)',
  exotelAccountSid: 'Enter the Account SID from Exotel’s API settings (letters, digits, - and _)',
  exotelApiKey: 'Enter the API key from Exotel’s API settings (letters and digits)',
  exotelApiToken: 'Enter the API token from Exotel’s API settings (letters and digits)',
  exotelRegion: 'Choose Mumbai or Singapore, where your Exotel account is',
} as const;

const OPENAI_KEY = /^[\x21-\x7E]{8,512}$/;
const ACCOUNT_SID = /^AC[0-9a-fA-F]{32}$/;
const AUTH_TOKEN = /^[0-9a-fA-F]{32}$/;
const EXOTEL_SID = /^[A-Za-z0-9_-]{2,64}$/;
const EXOTEL_KEY = /^[A-Za-z0-9]{8,128}$/;

export const isOpenAiKey = (value: string) => OPENAI_KEY.test(value);
export const isAccountSid = (value: string) => ACCOUNT_SID.test(value);
export const isAuthToken = (value: string) => AUTH_TOKEN.test(value);
export const isExotelSid = (value: string) => EXOTEL_SID.test(value);
export const isExotelKey = (value: string) => EXOTEL_KEY.test(value);
export const isTwilioPhoneNumber = (value: string) =>
  value.startsWith('+') && value.length <= SECURITY_LIMITS.phone && isValidPhone(value);

/** A secret field: a new value, "" to remove it, or its mask / nothing to keep it. */
const secretField = (valid: (value: string) => boolean, message: string) =>
  z.optional(
    z.string({ error: message }).check(
      z.trim(),
      z.maxLength(1024, message),
      z.refine((value) => value === '' || isMasked(value) || valid(value), message),
    ),
  );

export const securitySettingsInputSchema = z.strictObject({
  openaiApiKey: secretField(isOpenAiKey, SECURITY_MESSAGES.openaiApiKey),
  twilioAccountSid: secretField(isAccountSid, SECURITY_MESSAGES.twilioAccountSid),
  twilioAuthToken: secretField(isAuthToken, SECURITY_MESSAGES.twilioAuthToken),
  exotelAccountSid: secretField(isExotelSid, SECURITY_MESSAGES.exotelAccountSid),
  exotelApiKey: secretField(isExotelKey, SECURITY_MESSAGES.exotelApiKey),
  exotelApiToken: secretField(isExotelKey, SECURITY_MESSAGES.exotelApiToken),
  /** "" removes it (Mumbai is used); omitted keeps it. */
  exotelRegion: z.optional(
    z
      .string({ error: SECURITY_MESSAGES.exotelRegion })
      .check(
        z.refine(
          (value) => value === '' || (EXOTEL_REGIONS as readonly string[]).includes(value),
          SECURITY_MESSAGES.exotelRegion,
        ),
      ),
  ),
  twilioPhoneNumber: z.optional(
    z.string({ error: SECURITY_MESSAGES.twilioPhoneNumber }).check(
      z.trim(),
      z.refine(
        (value) => value === '' || isTwilioPhoneNumber(value),
        SECURITY_MESSAGES.twilioPhoneNumber,
      ),
    ),
  ),
});
export type SecuritySettingsInput = z.input<typeof securitySettingsInputSchema>;
export type SecuritySettingsUpdate = z.output<typeof securitySettingsInputSchema>;
