import type { ServerResponse } from 'node:http';
import { callResource } from './call-resource';
import { CallSimulator } from './call-simulator';
import type { ExotelCallTiming } from './call-timing';
import { sendExotelError, sendJson, sendNotFound } from './exotel-errors';
import {
  type ConnectRequest,
  type ExotelAccountSeed,
  type ExotelCall,
  type ExotelState,
  fakeHex,
  lastTen,
} from './exotel-state';

const PHONE = /^\+?\d{10,15}$/;
const EVENTS = new Set(['answered', 'terminal', 'ringing']);

/** The form's value for a name Exotel reads case-insensitively (its guide spells them both ways). */
const field = (form: URLSearchParams, name: string): string | null => {
  for (const [key, value] of form) if (key.toLowerCase() === name.toLowerCase()) return value;
  return null;
};

const integer = (value: string | null, fallback: number) =>
  value === null || value === '' ? fallback : /^\d+$/.test(value) ? Number(value) : Number.NaN;

/** The request read and checked as Exotel does; a string is what is wrong with it (a 400). */
const readConnect = (
  form: URLSearchParams,
  account: ExotelAccountSeed,
): ConnectRequest | string => {
  const from = (field(form, 'From') ?? '').replace(/[\s-]/g, '');
  if (!from) return 'From is mandatory';
  if (!PHONE.test(from)) return `From ${from} is not a valid phone number`;
  const callerId = field(form, 'CallerId') ?? '';
  if (!callerId) return 'CallerId is mandatory';
  if (!account.exoPhones.some((phone) => lastTen(phone) === lastTen(callerId))) {
    return `CallerId ${callerId} is not an ExoPhone of this account`;
  }
  const streamUrl = field(form, 'StreamUrl') ?? '';
  if (!/^wss?:\/\//i.test(streamUrl)) return 'StreamUrl must be a ws:// or wss:// URL';
  if (streamUrl.length > 600) return 'StreamUrl is longer than 600 characters';
  const streamType = field(form, 'StreamType') ?? '';
  // Unidirectional streams (Exotel → us only) exist; the fake plays only the bidirectional kind.
  if (streamType !== 'bidirectional') return 'StreamType must be bidirectional';
  const record = (field(form, 'Record') ?? 'false').toLowerCase();
  if (record !== 'true' && record !== 'false') return 'Record must be true or false';
  const timeLimit = integer(field(form, 'TimeLimit'), 14_400);
  if (!(timeLimit >= 1 && timeLimit <= 14_400)) return 'TimeLimit must be between 1 and 14400';
  const timeOut = integer(field(form, 'TimeOut'), 45);
  if (!(timeOut >= 1 && timeOut <= 600)) return 'TimeOut must be a number of seconds';
  const statusCallback = field(form, 'StatusCallback');
  if (statusCallback && !/^https?:\/\//i.test(statusCallback)) {
    return 'StatusCallback must be an http(s) URL';
  }
  const events = [...form]
    .filter(([key]) => /^StatusCallbackEvents(\[\d*\])?$/i.test(key))
    .flatMap(([, value]) => value.split(','))
    .map((value) => value.trim());
  const unknown = events.find((event) => !EVENTS.has(event));
  if (unknown !== undefined) return `StatusCallbackEvents has an unknown event: ${unknown}`;
  const customField = field(form, 'CustomField');
  if (customField && customField.length > 128) return 'CustomField is longer than 128 characters';
  return {
    from,
    callerId,
    streamUrl,
    streamType,
    record: record === 'true',
    timeLimit,
    timeOut,
    statusCallback: statusCallback || null,
    statusCallbackEvents: events,
    statusCallbackJson: /json/i.test(field(form, 'StatusCallbackContentType') ?? ''),
    customField: customField || null,
  };
};

/** POST /v1/Accounts/{sid}/Calls/connect[.json] (Connect Voice AI): the call, as `{ Call }`. */
export const connectCall = (
  res: ServerResponse,
  state: ExotelState,
  simulators: Set<CallSimulator>,
  account: ExotelAccountSeed,
  form: URLSearchParams,
  context: { timing: ExotelCallTiming; baseUrl: () => string },
) => {
  const request = readConnect(form, account);
  if (typeof request === 'string') return sendExotelError(res, 400, request);
  const now = new Date();
  const call: ExotelCall = {
    sid: fakeHex(16),
    accountSid: account.sid,
    request,
    scenario: state.scenarioFor(request.from),
    // What Connect Voice AI answers at once, per its guide's example.
    status: 'in-progress',
    dateCreated: now,
    dateUpdated: now,
    answeredAt: null,
    endedAt: null,
    transcript: [],
    callbacks: [],
    stream: null,
    recording: [],
    recordingUrl: null,
  };
  state.calls.set(call.sid, call);
  const body = callResource(call);
  call.status = 'queued';
  const simulator = new CallSimulator(call, context);
  simulators.add(simulator);
  simulator.start();
  void simulator.finished.then(() => simulators.delete(simulator));
  sendJson(res, 200, body);
};

/** GET /v1/Accounts/{sid}/Calls/{CallSid}[.json] */
export const fetchCall = (
  res: ServerResponse,
  state: ExotelState,
  account: ExotelAccountSeed,
  sid: string,
) => {
  const call = state.calls.get(sid);
  if (!call || call.accountSid !== account.sid) return sendNotFound(res, `Call ${sid}`);
  sendJson(res, 200, callResource(call));
};

/** GET /v2_beta/Accounts/{sid}/IncomingPhoneNumbers: the account's ExoPhones. */
export const listExoPhones = (res: ServerResponse, account: ExotelAccountSeed) =>
  sendJson(res, 200, {
    page: 0,
    page_size: 50,
    incoming_phone_numbers: account.exoPhones.map((phone) => ({
      sid: lastTen(phone),
      phone_number: `+91${lastTen(phone)}`,
      friendly_name: phone,
      capabilities: { voice: true, sms: false },
      country: 'IN',
      region: 'KA',
    })),
  });
