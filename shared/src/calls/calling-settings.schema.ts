import * as z from 'zod/mini';
import { type CallingHours, DEFAULT_CALLING_HOURS } from './calling-hours';
import { type CallPurpose, callPurposeField } from './india-calling';

/**
 * The organization's rules for real AI calls (Settings → AI Agent → Calling rules): calling hours
 * in the lead's time, whether a lead's recorded consent is required, the Twilio account's calls
 * per second, and scheduled auto-calling. One schema for the form and the server.
 */
export interface AutoCallingSchedule {
  enabled: boolean;
  /** ISO weekdays, 1 Monday … 7 Sunday. */
  days: number[];
  start: string;
  end: string;
  /** Only leads scoring at least this. */
  minScore: number;
  /** At most this many scheduled calls a day (the plan's remaining calls bound it too). */
  callsPerDay: number;
  /** TRAI's purpose of the scheduled calls (which number they come from, and when). */
  purpose: CallPurpose;
}

export interface CallingSettings {
  callingHours: CallingHours;
  requireConsent: boolean;
  /** Twilio's calls per second for the account (1 unless Twilio raised it). */
  callsPerSecond: number;
  autoCalling: AutoCallingSchedule;
}

export const CALLING_LIMITS = { maxCallsPerSecond: 30, maxCallsPerDay: 1500 } as const;

export const DEFAULT_CALLING_SETTINGS: CallingSettings = {
  callingHours: DEFAULT_CALLING_HOURS,
  requireConsent: false,
  callsPerSecond: 1,
  autoCalling: {
    enabled: false,
    days: [1, 2, 3, 4, 5],
    start: '10:00',
    end: '18:00',
    minScore: 70,
    callsPerDay: 20,
    purpose: 'promotional',
  },
};

const TIME = /^([01][0-9]|2[0-3]):[0-5][0-9]$/;
const timeField = (label: string) =>
  z
    .string({ error: `${label} must be a time like 09:00` })
    .check(z.regex(TIME, `${label} must be a time like 09:00`));
const daysField = z
  .array(
    z
      .number({ error: 'Days are weekdays 1 (Monday) to 7 (Sunday)' })
      .check(
        z.int({ error: 'Days are weekdays 1 (Monday) to 7 (Sunday)' }),
        z.minimum(1, 'Days are weekdays 1 (Monday) to 7 (Sunday)'),
        z.maximum(7, 'Days are weekdays 1 (Monday) to 7 (Sunday)'),
      ),
  )
  .check(
    z.minLength(1, 'Choose at least one day'),
    z.refine((days) => new Set(days).size === days.length, 'Each day at most once'),
  );
const wholeNumber = (label: string, min: number, max: number) =>
  z
    .number({ error: `${label} must be a whole number from ${min} to ${max}` })
    .check(
      z.int({ error: `${label} must be a whole number from ${min} to ${max}` }),
      z.minimum(min, `${label} must be a whole number from ${min} to ${max}`),
      z.maximum(max, `${label} must be a whole number from ${min} to ${max}`),
    );

const window = <T extends { start: string; end: string }>(value: T) => value.start < value.end;
const WINDOW_MESSAGE = 'The end time must be after the start time';

export const callingSettingsSchema = z.object({
  callingHours: z
    .object({ start: timeField('Start time'), end: timeField('End time'), days: daysField })
    .check(z.refine(window, { message: WINDOW_MESSAGE, path: ['end'] })),
  requireConsent: z.boolean({ error: 'Require consent must be true or false' }),
  callsPerSecond: wholeNumber('Calls per second', 1, CALLING_LIMITS.maxCallsPerSecond),
  autoCalling: z
    .object({
      enabled: z.boolean({ error: 'Auto-calling must be on or off' }),
      days: daysField,
      start: timeField('Start time'),
      end: timeField('End time'),
      minScore: wholeNumber('Minimum score', 0, 100),
      callsPerDay: wholeNumber('Calls per day', 1, CALLING_LIMITS.maxCallsPerDay),
      // Optional: a form from before purposes keeps the default.
      purpose: z._default(callPurposeField, 'promotional'),
    })
    .check(z.refine(window, { message: WINDOW_MESSAGE, path: ['end'] })),
});

/** Stored settings over the defaults: a field saved before it existed reads as its default. */
export const mergeCallingSettings = (stored: Partial<CallingSettings> | null): CallingSettings => ({
  ...DEFAULT_CALLING_SETTINGS,
  ...(stored ?? {}),
  callingHours: { ...DEFAULT_CALLING_SETTINGS.callingHours, ...(stored?.callingHours ?? {}) },
  autoCalling: { ...DEFAULT_CALLING_SETTINGS.autoCalling, ...(stored?.autoCalling ?? {}) },
});

export interface CallingSettingsView extends CallingSettings {
  updatedAt: string | null;
  canManage: boolean;
}
