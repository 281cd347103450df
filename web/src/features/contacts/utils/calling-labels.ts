import type { CallConsentSource } from '@salesflow/shared/contacts/contact.schema';

/** Where a lead's consent to be called came from, as the form shows it. */
export const CONSENT_SOURCE_LABELS: Record<CallConsentSource, string> = {
  web_form: 'Web form',
  verbal: 'Verbal (on a call)',
  written: 'Written',
  import: 'Imported with the lead',
  other: 'Other',
};

/** Time zones most leads are in (India and Asia-Pacific first); empty: from the phone number. */
export const COMMON_TIME_ZONES: readonly string[] = [
  'Asia/Kolkata',
  'Asia/Dubai',
  'Asia/Karachi',
  'Asia/Dhaka',
  'Asia/Kathmandu',
  'Asia/Colombo',
  'Asia/Bangkok',
  'Asia/Jakarta',
  'Asia/Singapore',
  'Asia/Kuala_Lumpur',
  'Asia/Manila',
  'Asia/Hong_Kong',
  'Asia/Shanghai',
  'Asia/Tokyo',
  'Asia/Seoul',
  'Australia/Perth',
  'Australia/Sydney',
  'Pacific/Auckland',
  'Europe/London',
  'Europe/Berlin',
  'America/New_York',
  'America/Chicago',
  'America/Denver',
  'America/Los_Angeles',
  'UTC',
];
