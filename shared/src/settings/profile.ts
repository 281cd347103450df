import * as z from 'zod/mini';
import { isValidPhone } from '../contacts/phone';
import { optionalText } from '../text/text-fields';
import { PROFILE_TIMEZONES, type ProfileTimezone } from './timezones';

export const PROFILE_LIMITS = {
  name: 200,
  email: 254,
  company: 200,
  role: 200,
  phone: 40,
} as const;

/** GET /api/settings/profile. `role` is the user's job title, not a team role. */
export interface Profile {
  name: string;
  /** The sign-in address: shown, not changed here. */
  email: string;
  company: string | null;
  role: string | null;
  /** As typed, and in E.164: the WhatsApp bot recognises the user by it. */
  phone: string | null;
  phoneE164: string | null;
  timezone: ProfileTimezone;
}

/**
 * POST /api/settings/profile: the six fields of the Profile tab. No field is required (the spec
 * checks none), but each follows the same rules as everywhere else: bounded text without control
 * characters, a phone number that parses, a time zone from the list. `email` may be sent back as
 * shown; it is the sign-in address, and the server refuses a different one.
 */
export const profileInputSchema = z.strictObject({
  name: optionalText(PROFILE_LIMITS.name),
  email: z.optional(
    z.pipe(
      z
        .string({ error: 'Enter a valid email address' })
        .check(z.trim(), z.maxLength(PROFILE_LIMITS.email, 'Enter a valid email address')),
      z.email('Enter a valid email address'),
    ),
  ),
  company: optionalText(PROFILE_LIMITS.company),
  role: optionalText(PROFILE_LIMITS.role),
  phone: optionalText(PROFILE_LIMITS.phone).check(
    z.refine((v) => v === null || isValidPhone(v), 'Enter a valid phone number'),
  ),
  timezone: z.enum(PROFILE_TIMEZONES, { error: 'Choose one of the listed time zones' }),
});
export type ProfileInput = z.input<typeof profileInputSchema>;
export type ProfileUpdate = z.output<typeof profileInputSchema>;

export const SIGN_IN_EMAIL_MESSAGE = 'This is your sign-in address; it cannot be changed here';
