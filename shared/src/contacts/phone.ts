import { parsePhoneNumberFromString } from 'libphonenumber-js/min';

/** Default region for numbers typed without a country code (DESIGN.md, "Time and place"). */
export const DEFAULT_PHONE_REGION = 'IN';

export const toE164 = (raw: string): string | null => {
  const parsed = parsePhoneNumberFromString(raw, DEFAULT_PHONE_REGION);
  return parsed?.isPossible() ? parsed.number : null;
};

export const isValidPhone = (raw: string): boolean => toE164(raw) !== null;
