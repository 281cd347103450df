import { type CallingHours, leadTimeZone, localTime } from '@salesflow/shared/calls/calling-hours';
import {
  type CallPurpose,
  callerIdProblem,
  dndRefuses,
  isIndianNumber,
  nextLawfulWindow,
  TRAI_WINDOW,
  traiWindowApplies,
} from '@salesflow/shared/calls/india-calling';
import { phoneCountry, phoneTimeZone } from '@salesflow/shared/calls/phone-time-zone';
import type { Contact } from '@salesflow/shared/contacts/contact.schema';
import { toE164 } from '@salesflow/shared/contacts/phone';
import { ConflictError, ValidationError } from '../../../platform/errors';

/** Why a lead may not be called now: what auto-calling counts when it passes leads over. */
export type CallRefusal =
  | 'do-not-call'
  | 'no-consent'
  | 'india'
  | 'outside-hours'
  | 'no-hours'
  /** TRAI: a promotional call to an Indian number outside 09:00-21:00 India time. */
  | 'trai-hours'
  /** TRAI: a call from an Indian number not of the series its purpose needs (140 / 1600). */
  | 'caller-id'
  /** TRAI: a promotional call to a number on the NCPR "do not disturb" registry. */
  | 'dnd';

/** A lead-side refusal of a call (409), with its kind. */
export class CallRefusedError extends ConflictError {
  constructor(
    message: string,
    readonly refusal: CallRefusal,
  ) {
    super(message);
  }
}

/** The contact's own number in E.164, as stored (older contacts: read from their phone). */
export const contactPhoneE164 = (contact: Contact): string | null =>
  contact.phoneE164 ?? (contact.phone ? toE164(contact.phone) : null);

/**
 * A real call goes to the contact's own stored number only: the number sent with it must be that
 * number (compared in E.164), else a 400 on `phoneNumber`. Answers the number to dial.
 */
export const ownNumberOf = (contact: Contact, phoneNumber: string): string => {
  const own = contactPhoneE164(contact);
  if (own && toE164(phoneNumber) === own) return own;
  throw new ValidationError([
    {
      field: 'phoneNumber',
      message: own
        ? `This is not ${contact.name}’s phone number. Call the number on the contact.`
        : `${contact.name} has no phone number. Add one on the contact first.`,
    },
  ]);
};

/** A number another contact of the organization asked never to be called on. */
export const numberDoNotCallError = (phone: string) =>
  new CallRefusedError(
    `${phone} is marked Do Not Call on another contact. Clear it there first if they agreed to calls again.`,
    'do-not-call',
  );

/**
 * The lead-side checks of a real call, after the Twilio credentials and the plan's allowance:
 * never a lead marked Do Not Call, never one without recorded consent when the organization
 * requires it, never a call inside India from an Indian number (Twilio cannot place it, and TRAI
 * rules forbid it), and only inside the lead's calling hours (else it waits for the next window).
 */
export const assertMayCall = (
  contact: Contact,
  options: { requireConsent: boolean; from: string; to: string; carrier?: 'twilio' | 'exotel' },
): void => {
  if (contact.doNotCall) {
    throw new CallRefusedError(
      `${contact.name} is marked Do Not Call. Clear it on the contact first if they agreed to calls again.`,
      'do-not-call',
    );
  }
  if (options.requireConsent && !contact.callConsent) {
    throw new CallRefusedError(
      `Your organization calls only leads who agreed to be called, and ${contact.name} has no consent on record. Record their consent on the contact first.`,
      'no-consent',
    );
  }
  if (
    options.carrier !== 'exotel' &&
    phoneCountry(options.to) === 'IN' &&
    phoneCountry(options.from) === 'IN'
  ) {
    throw new CallRefusedError(
      'Twilio cannot place calls within India from an Indian number. Call Indian leads from a non-Indian Twilio number (Settings → Security).',
      'india',
    );
  }
};

export interface CallTiming {
  timeZone: string;
  /** Now, when the call may go now; else the next lawful window's start; null: no window ever. */
  at: Date | null;
  inside: boolean;
  /** TRAI's 09:00-21:00 India time applies to it (a promotional call to an Indian number). */
  traiWindow: boolean;
  /** The organization's own hours would allow it now: only TRAI's window holds it back. */
  heldByTrai: boolean;
}

/**
 * When a call may go: the first moment at or after `now` inside the organization's calling hours
 * in `timeZone` and, for a promotional call to an Indian number, inside 09:00-21:00 India time.
 */
export const lawfulWindow = (
  now: Date,
  options: { timeZone: string; hours: CallingHours; purpose: CallPurpose; to: string },
): Date | null =>
  nextLawfulWindow(now, {
    timeZone: options.timeZone,
    hours: options.hours,
    traiWindow: traiWindowApplies(options.purpose, options.to),
  });

export const callTiming = (
  contact: Contact,
  phone: string,
  organizationTimeZone: string,
  hours: CallingHours,
  purpose: CallPurpose,
  now = new Date(),
): CallTiming => {
  const timeZone = leadTimeZone(contact.timezone, phoneTimeZone(phone), organizationTimeZone);
  const to = toE164(phone) ?? phone;
  const traiWindow = traiWindowApplies(purpose, to);
  const at = lawfulWindow(now, { timeZone, hours, purpose, to });
  const inside = at?.getTime() === now.getTime();
  const ownHours = nextLawfulWindow(now, { timeZone, hours, traiWindow: false });
  return {
    timeZone,
    at,
    inside,
    traiWindow,
    heldByTrai: !inside && traiWindow && ownHours?.getTime() === now.getTime(),
  };
};

/**
 * TRAI's checks of a call from `from` to `to` for `purpose`: the caller ID's series (140 for
 * promotional, 1600 for service, when both numbers are Indian) and, for a promotional call to an
 * Indian number on the organization's NCPR list (`registeredOn`, the scrub's date), the lead's
 * consent recorded after it. Service calls are not refused by the registry.
 */
export const assertTraiRules = (
  contact: Contact,
  options: { purpose: CallPurpose; from: string; to: string; registeredOn: string | null },
): void => {
  const idProblem = callerIdProblem(options.purpose, options.from, options.to);
  if (idProblem) throw new CallRefusedError(idProblem, 'caller-id');
  if (
    options.purpose === 'promotional' &&
    isIndianNumber(options.to) &&
    options.registeredOn &&
    dndRefuses(options.registeredOn, contact.callConsent?.grantedAt)
  ) {
    throw new CallRefusedError(
      `${contact.name}’s number is on the NCPR “do not disturb” registry (your scrub of ${scrubDate(options.registeredOn)}). A promotional call needs their consent recorded after that date; service calls are allowed.`,
      'dnd',
    );
  }
};

const scrubDate = (day: string) =>
  new Intl.DateTimeFormat('en-GB', {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(`${day}T00:00:00Z`));

/** "Promotional calls to Indian numbers are allowed only 09:00–21:00 India time (TRAI)." */
export const TRAI_HOURS_RULE = `Promotional calls to Indian numbers are allowed only ${TRAI_WINDOW.start}–${TRAI_WINDOW.end} India time (TRAI)`;

const pad = (n: number) => String(n).padStart(2, '0');

/** "Wed 25 Nov, 09:00" in the lead's time zone. */
export const leadLocalTime = (at: Date, timeZone: string): string => {
  const day = new Intl.DateTimeFormat('en-GB', {
    timeZone,
    weekday: 'short',
    day: 'numeric',
    month: 'short',
  }).format(at);
  const t = localTime(at, timeZone);
  return `${day}, ${pad(Math.floor(t.minutes / 60))}:${pad(t.minutes % 60)}`;
};
