import { type MetadataJson, parsePhoneNumberFromString } from 'libphonenumber-js/core';
import metadata from './phone-metadata.json';

/** Default region for numbers typed without a country code (DESIGN.md, "Time and place"). */
export const DEFAULT_PHONE_REGION = 'IN';

/**
 * libphonenumber with its parsing metadata only (phone-metadata-build.ts): the same answers as
 * `libphonenumber-js/min` for parsing, possibility and E.164, at a third of the weight.
 */
const rules = metadata as unknown as MetadataJson;

export const toE164 = (raw: string): string | null => {
  const parsed = parsePhoneNumberFromString(raw, DEFAULT_PHONE_REGION, rules);
  return parsed?.isPossible() ? parsed.number : null;
};

export const isValidPhone = (raw: string): boolean => toE164(raw) !== null;
