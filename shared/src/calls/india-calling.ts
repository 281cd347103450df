import * as z from 'zod/mini';
import { type CallingHours, isWithinCallingHours, nextCallingWindow } from './calling-hours';

/**
 * TRAI's rules for calls to Indian numbers (the 2024-25 directions under the TCCCPR), kept where a
 * call is placed or scheduled:
 * - every call has a purpose: promotional (selling) or service (about something the lead already
 *   has); a promotional call from an Indian number must come from a 140-series number, a service
 *   call from a 1600-series one;
 * - promotional calls to Indian numbers only 09:00-21:00 India time, whatever the organization's
 *   own calling hours say (they may narrow it, never widen it);
 * - a promotional call to a number on the NCPR "do not disturb" registry only with the lead's
 *   consent recorded after the registration (the organization uploads its scrub's numbers).
 */
export const CALL_PURPOSES = ['promotional', 'service'] as const;
export type CallPurpose = (typeof CALL_PURPOSES)[number];

export const callPurposeField = z.enum(CALL_PURPOSES, {
  error: 'Purpose must be promotional or service',
});

/** The series TRAI assigns each purpose, as its numbers start after +91. */
const SERIES: Record<CallPurpose, { prefix: string; name: string }> = {
  promotional: { prefix: '+91140', name: '140-series' },
  service: { prefix: '+911600', name: '1600-series' },
};

export const TRAI_WINDOW: CallingHours & { timeZone: string } = {
  start: '09:00',
  end: '21:00',
  days: [1, 2, 3, 4, 5, 6, 7],
  timeZone: 'Asia/Kolkata',
};

/** How old an NCPR scrub may be before the screens remind the organization to scrub again. */
export const DND_SCRUB_MAX_AGE_DAYS = 15;

/** An Indian number, in E.164 (kept free of the phone rules, which weigh on every bundle). */
export const isIndianNumber = (e164: string): boolean => /^\+91[0-9]{6,}$/.test(e164);

/** The purpose an Indian number's series is for: 140 promotional, 1600 service, else none. */
export const seriesPurpose = (e164: string): CallPurpose | null => {
  for (const purpose of CALL_PURPOSES) if (e164.startsWith(SERIES[purpose].prefix)) return purpose;
  return null;
};

export const seriesName = (purpose: CallPurpose): string => SERIES[purpose].name;

/**
 * Why `from` may not carry a call of `purpose` to `to`, or null. Only calls from an Indian number
 * to an Indian one are TRAI's to rule on this way (a Twilio number abroad is refused elsewhere).
 */
export const callerIdProblem = (purpose: CallPurpose, from: string, to: string): string | null => {
  if (!isIndianNumber(from) || !isIndianNumber(to)) return null;
  if (seriesPurpose(from) === purpose) return null;
  return `A ${purpose} call to an Indian number must come from a ${seriesName(purpose)} number (TRAI), and ${from} is not one. Add a ${seriesName(purpose)} ExoPhone in Settings → AI Agent → India calling.`;
};

/**
 * The first moment at or after `at` inside the organization's calling hours (in the lead's time
 * zone) and, for a promotional call to an Indian number, inside TRAI's 09:00-21:00 India time;
 * null when no such moment comes within the next weeks.
 */
export const nextLawfulWindow = (
  at: Date,
  options: { timeZone: string; hours: CallingHours; traiWindow: boolean },
): Date | null => {
  let t = at;
  for (let round = 0; round < 16; round++) {
    const inHours = nextCallingWindow(t, options.timeZone, options.hours);
    if (!inHours || !options.traiWindow) return inHours;
    if (isWithinCallingHours(inHours, TRAI_WINDOW.timeZone, TRAI_WINDOW)) return inHours;
    const inTrai = nextCallingWindow(inHours, TRAI_WINDOW.timeZone, TRAI_WINDOW);
    if (!inTrai) return null;
    t = inTrai;
  }
  return null;
};

/** Whether TRAI's promotional window applies to a call of `purpose` to `to`. */
export const traiWindowApplies = (purpose: CallPurpose, to: string): boolean =>
  purpose === 'promotional' && isIndianNumber(to);

/**
 * Whether a promotional call to a number registered on the NCPR (by the scrub of `registeredOn`,
 * a YYYY-MM-DD date) is refused: yes, unless the lead's consent was recorded after that day.
 */
export const dndRefuses = (
  registeredOn: string,
  consentGrantedAt: string | null | undefined,
): boolean => !consentGrantedAt || consentGrantedAt.slice(0, 10) <= registeredOn;

// --- The India calling profile: the DLT entity and the ExoPhones by series -------------------

export const INDIA_CALLING_LIMITS = { exoPhones: 20 } as const;

export interface ExoPhone {
  /** E.164, e.g. +911401234567. */
  number: string;
  purpose: CallPurpose;
}

export interface IndiaCallingProfile {
  /** The organization's principal entity ID on a DLT platform (digits), or '' before it is set. */
  dltEntityId: string;
  exoPhones: ExoPhone[];
}

export const DEFAULT_INDIA_CALLING: IndiaCallingProfile = { dltEntityId: '', exoPhones: [] };

const DLT_ID = /^[0-9]{12,20}$/;
const DLT_MESSAGE = 'The DLT entity ID is the 12 to 20 digit number of your DLT registration';

const exoPhoneSchema = z
  .object({
    number: z
      .string({ error: 'Enter the ExoPhone as +91 followed by its number' })
      .check(z.regex(/^\+91[0-9]{8,11}$/, 'Enter the ExoPhone as +91 followed by its number')),
    purpose: callPurposeField,
  })
  .check(
    z.refine((phone) => seriesPurpose(phone.number) === phone.purpose, {
      message:
        'A promotional ExoPhone is a 140-series number (+91 140…), a service one a 1600-series number (+91 1600…)',
      path: ['number'],
    }),
  );

export const indiaCallingProfileSchema = z.object({
  dltEntityId: z
    .string({ error: DLT_MESSAGE })
    .check(z.refine((id) => id === '' || DLT_ID.test(id), DLT_MESSAGE)),
  exoPhones: z.array(exoPhoneSchema).check(
    z.maxLength(
      INDIA_CALLING_LIMITS.exoPhones,
      `At most ${INDIA_CALLING_LIMITS.exoPhones} ExoPhones`,
    ),
    z.refine(
      (phones) => new Set(phones.map((p) => p.number)).size === phones.length,
      'Each ExoPhone at most once',
    ),
  ),
});

/** The organization's ExoPhone for a call of `purpose`: the first of its series, if any. */
export const exoPhoneFor = (profile: IndiaCallingProfile, purpose: CallPurpose): string | null =>
  profile.exoPhones.find((phone) => phone.purpose === purpose)?.number ?? null;

/** GET/PUT /api/settings/india-calling. */
export interface IndiaCallingView extends IndiaCallingProfile {
  updatedAt: string | null;
  canManage: boolean;
}
