import type { ExotelCall } from './exotel-state';

/** Exotel's time format, `YYYY-MM-DD HH:mm:ss`, in India time (+05:30), as its examples read. */
export const exotelTime = (date: Date | null): string | null => {
  if (!date) return null;
  const ist = new Date(date.getTime() + 5.5 * 3600_000);
  return ist.toISOString().slice(0, 19).replace('T', ' ');
};

/** Seconds from the answer to the end, once the call has ended; 0 for one never answered. */
export const durationOf = (call: ExotelCall): number | null => {
  if (!call.endedAt) return null;
  if (!call.answeredAt) return 0;
  return Math.max(1, Math.round((call.endedAt.getTime() - call.answeredAt.getTime()) / 1000));
};

/** The Call resource as Exotel's v1 JSON answers it (`{ "Call": { … } }`). */
export const callResource = (call: ExotelCall) => ({
  Call: {
    Sid: call.sid,
    ParentCallSid: null,
    DateCreated: exotelTime(call.dateCreated),
    DateUpdated: exotelTime(call.dateUpdated),
    AccountSid: call.accountSid,
    To: call.request.callerId,
    From: call.request.from,
    PhoneNumberSid: call.request.callerId,
    Status: call.status,
    StartTime: exotelTime(call.answeredAt ?? call.dateCreated),
    EndTime: exotelTime(call.endedAt),
    Duration: durationOf(call),
    Price:
      call.endedAt && call.answeredAt
        ? (0.5 * Math.ceil((durationOf(call) ?? 0) / 60)).toFixed(3)
        : null,
    Direction: 'outbound-api',
    AnsweredBy: null,
    ForwardedFrom: null,
    CallerName: null,
    Uri: `/v1/Accounts/${call.accountSid}/Calls/${call.sid}.json`,
    RecordingUrl: call.recordingUrl,
    CustomField: call.request.customField,
  },
});

/** The parameters of a status callback (`answered` or `terminal`), as Exotel's docs list them. */
export const callbackParams = (
  call: ExotelCall,
  event: 'answered' | 'terminal',
): Record<string, unknown> => {
  const subscribed = call.request.statusCallbackEvents.length > 0;
  const params: Record<string, unknown> = {
    CallSid: call.sid,
    Status: call.status,
    RecordingUrl: event === 'terminal' ? call.recordingUrl : null,
    DateUpdated: exotelTime(call.dateUpdated),
  };
  if (!subscribed) return params;
  const duration = durationOf(call) ?? 0;
  return {
    ...params,
    EventType: event,
    DateCreated: exotelTime(call.dateCreated),
    To: call.request.callerId,
    From: call.request.from,
    PhoneNumberSid: call.request.callerId,
    StartTime: exotelTime(call.answeredAt ?? call.dateCreated),
    EndTime: event === 'terminal' ? exotelTime(call.endedAt) : null,
    Direction: 'outbound-api',
    CustomField: call.request.customField,
    ConversationDuration: event === 'terminal' ? duration : 0,
    Legs: [{ Status: call.status, OnCallDuration: event === 'terminal' ? duration : 0 }],
  };
};

/** A form body of the same parameters: nulls as empty, the legs as `Legs[i][Name]`. */
export const formOf = (params: Record<string, unknown>): URLSearchParams => {
  const form = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    if (Array.isArray(value)) {
      value.forEach((leg: Record<string, unknown>, i) => {
        for (const [name, v] of Object.entries(leg)) form.set(`${key}[${i}][${name}]`, String(v));
      });
    } else form.set(key, value === null || value === undefined ? '' : String(value));
  }
  return form;
};
