/**
 * Where a lead came from (document 1, section 9), apart from the contact form's rules: figures
 * that count by source (the month counters, the insights) import this without zod or the phone
 * rules, which would otherwise ride along into every function bundle that counts.
 */
export const CONTACT_SOURCES = [
  'website',
  'referral',
  'cold_call',
  'social_media',
  'event',
  'other',
] as const;
export type ContactSource = (typeof CONTACT_SOURCES)[number];
