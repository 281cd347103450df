import * as z from 'zod/mini';
import { carrierStatusOf, exotelTimeToIso } from './exotel-calls';
import type { CarrierCallStatus } from './telephony-port';

/**
 * Exotel's StatusCallback, parsed: the parameters its docs list (CallSid, Status, RecordingUrl,
 * DateUpdated; with StatusCallbackEvents also EventType, DateCreated, To, From, PhoneNumberSid,
 * StartTime, EndTime, ConversationDuration, Direction, CustomField, Legs). The body is JSON when
 * the call asked for StatusCallbackContentType=application/json, else a form (with the legs as
 * `Legs[0][Status]`…). Exotel does not sign it: the URL's per-call token is checked before this.
 */
export interface ExotelStatusCallback {
  callSid: string;
  /** `answered` or `terminal` when the call subscribed to events; null for the plain callback. */
  event: 'answered' | 'terminal' | null;
  status: CarrierCallStatus;
  /** Exotel's own word, kept for the log. */
  exotelStatus: string;
  recordingUrl: string | null;
  dateUpdated: string | null;
  startTime: string | null;
  endTime: string | null;
  /** Seconds the lead was on the call (ConversationDuration, else the first leg's). */
  durationSeconds: number | null;
  customField: string | null;
  legs: { status: string; onCallDuration: number | null }[];
}

const text = z.optional(z.nullable(z.union([z.string(), z.number()])));
const legSchema = z.object({ Status: text, OnCallDuration: text });
const callbackSchema = z.object({
  CallSid: z.string().check(z.minLength(1)),
  EventType: text,
  Status: text,
  RecordingUrl: text,
  DateUpdated: text,
  StartTime: text,
  EndTime: text,
  ConversationDuration: text,
  CustomField: text,
  Legs: z.optional(z.nullable(z.array(legSchema))),
});

const str = (value: string | number | null | undefined): string | null =>
  value === null || value === undefined || value === '' ? null : String(value);

const num = (value: string | number | null | undefined): number | null => {
  const s = str(value);
  if (s === null) return null;
  const n = Number(s);
  return Number.isFinite(n) ? n : null;
};

/** A form body as an object, `Legs[i][Name]` gathered into a `Legs` array. */
const formObject = (body: string): Record<string, unknown> => {
  const out: Record<string, unknown> = {};
  const legs: Record<string, string>[] = [];
  for (const [key, value] of new URLSearchParams(body)) {
    const leg = /^Legs\[(\d+)\]\[(\w+)\]$/.exec(key);
    if (leg) {
      const index = Number(leg[1]);
      if (index < 16) legs[index] = { ...legs[index], [leg[2] as string]: value };
    } else out[key] = value;
  }
  if (legs.length > 0) out.Legs = Array.from(legs, (leg) => leg ?? {});
  return out;
};

export type ExotelStatusParse =
  | { ok: true; value: ExotelStatusCallback }
  | { ok: false; reason: string };

export const parseExotelStatusCallback = (
  body: string,
  contentType: string | undefined,
): ExotelStatusParse => {
  let raw: unknown;
  const json = /json/i.test(contentType ?? '') || body.trimStart().startsWith('{');
  try {
    raw = json ? JSON.parse(body) : formObject(body);
  } catch {
    return { ok: false, reason: 'a body that is neither JSON nor a form' };
  }
  const parsed = callbackSchema.safeParse(raw);
  if (!parsed.success) return { ok: false, reason: parsed.error.issues[0]?.message ?? 'invalid' };
  const p = parsed.data;
  const event = str(p.EventType)?.toLowerCase();
  const legs = (p.Legs ?? []).map((leg) => ({
    status: str(leg.Status) ?? '',
    onCallDuration: num(leg.OnCallDuration),
  }));
  const exotelStatus = str(p.Status) ?? '';
  return {
    ok: true,
    value: {
      callSid: p.CallSid,
      event: event === 'answered' || event === 'terminal' ? event : null,
      // An `answered` event carries the call's state at that moment; Exotel's docs list only the
      // final states, so an answered event without one reads as in progress.
      status:
        exotelStatus === '' && event === 'answered' ? 'in-progress' : carrierStatusOf(exotelStatus),
      exotelStatus,
      recordingUrl: str(p.RecordingUrl),
      dateUpdated: exotelTimeToIso(str(p.DateUpdated)),
      startTime: exotelTimeToIso(str(p.StartTime)),
      endTime: exotelTimeToIso(str(p.EndTime)),
      durationSeconds: num(p.ConversationDuration) ?? legs[0]?.onCallDuration ?? null,
      customField: str(p.CustomField),
      legs,
    },
  };
};
