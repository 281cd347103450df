import { type ExotelCredentials, type ExotelRegion, exotelRequest } from './exotel-http';
import type { CarrierAnswer, CarrierCall, CarrierCallStatus } from './telephony-port';

/**
 * The Exotel adapter: Connect Voice AI (`POST /v1/Accounts/{sid}/Calls/connect`) dials the lead
 * and, once answered, opens our AgentStream WebSocket (exotel-stream.ts); Call details reads a
 * call; the ExoPhones list tests the credentials. Parameters as developer.exotel.com documents
 * them for Connect Voice AI and "Connect two numbers".
 */
export interface ConnectCallRequest {
  /** The lead: Exotel's `From`, the number it dials. */
  to: string;
  /** The organization's ExoPhone, shown to the lead. */
  callerId: string;
  /** Our AgentStream URL (ws:// or wss://, at most 600 characters), with the call's token. */
  streamUrl: string;
  /** Our status callback URL, with the call's token. */
  statusCallbackUrl: string;
  record: boolean;
  timeLimitSeconds: number;
  ringSeconds: number;
  /** Kept on the call and sent back in callbacks (at most 128 characters). */
  customField?: string;
}

/** A call as Exotel's Call resource tells it, in the port's terms and its recording. */
export interface ExotelCall extends CarrierCall {
  recordingUrl: string | null;
}

/** Exotel's longest call (4 h), as its API documents. */
export const EXOTEL_MAX_TIME_LIMIT_SECONDS = 14_400;

const STATUSES: Record<string, CarrierCallStatus> = {
  queued: 'queued',
  initiated: 'initiated',
  ringing: 'ringing',
  'in-progress': 'in-progress',
  completed: 'completed',
  busy: 'busy',
  'no-answer': 'no-answer',
  failed: 'failed',
  canceled: 'canceled',
  cancelled: 'canceled',
};

/** Exotel's call states in the port's; one it may add later reads as still queued (not final). */
export const carrierStatusOf = (status: unknown): CarrierCallStatus =>
  STATUSES[String(status ?? '').toLowerCase()] ?? 'queued';

/**
 * Exotel writes times as `YYYY-MM-DD HH:mm:ss` with no zone. We read them as India time
 * (+05:30), the zone of its dashboard and of both its clusters' examples (an assumption: its docs
 * do not say). An ISO time with a zone is read as it is.
 */
export const exotelTimeToIso = (value: unknown): string | null => {
  if (typeof value !== 'string' || value.trim() === '') return null;
  const local = /^(\d{4}-\d{2}-\d{2})[ T](\d{2}:\d{2}:\d{2})$/.exec(value.trim());
  const date = new Date(local ? `${local[1]}T${local[2]}+05:30` : value);
  return Number.isNaN(date.getTime()) ? null : date.toISOString();
};

/**
 * The call in an answer: `{ "Call": { "Sid", "Status", … } }` as the v1 API answers with
 * `.json`, or `{ "call": { "sid", "status", … } }` as the Connect Voice AI guide shows it.
 */
export const callOf = (body: Record<string, unknown>): ExotelCall | null => {
  const call = (body.Call ?? body.call) as Record<string, unknown> | undefined;
  if (!call || typeof call !== 'object') return null;
  const read = (name: string) => call[name] ?? call[name.toLowerCase()];
  const sid = read('Sid');
  if (typeof sid !== 'string' || sid === '') return null;
  const rawDuration = read('Duration');
  const duration = Number(rawDuration);
  const recording = read('RecordingUrl');
  return {
    sid,
    status: carrierStatusOf(read('Status')),
    duration: rawDuration == null || rawDuration === '' || Number.isNaN(duration) ? null : duration,
    startTime: exotelTimeToIso(read('StartTime')),
    endTime: exotelTimeToIso(read('EndTime')),
    recordingUrl: typeof recording === 'string' && recording !== '' ? recording : null,
  };
};

const asCall = (answer: CarrierAnswer<Record<string, unknown>>): CarrierAnswer<ExotelCall> => {
  if (answer.kind !== 'ok') return answer;
  const call = callOf(answer.value);
  return call
    ? { kind: 'ok', value: call }
    : { kind: 'unreachable', reason: 'an answer with no Call in it' };
};

const accountPath = (credentials: ExotelCredentials) =>
  `/Accounts/${encodeURIComponent(credentials.accountSid)}`;

/** The form Connect Voice AI takes, exactly as Exotel names it. */
export const connectCallForm = (request: ConnectCallRequest): URLSearchParams => {
  const form = new URLSearchParams({
    From: request.to,
    CallerId: request.callerId,
    StreamUrl: request.streamUrl,
    StreamType: 'bidirectional',
    Record: request.record ? 'true' : 'false',
    TimeLimit: String(Math.min(EXOTEL_MAX_TIME_LIMIT_SECONDS, Math.ceil(request.timeLimitSeconds))),
    TimeOut: String(Math.ceil(request.ringSeconds)),
    StatusCallback: request.statusCallbackUrl,
    'StatusCallbackEvents[0]': 'answered',
    'StatusCallbackEvents[1]': 'terminal',
    // Not in the Connect Voice AI page, but documented for the Connect API's callbacks and widely
    // used; exotel-status.ts reads a form body as well, should Exotel ignore it.
    StatusCallbackContentType: 'application/json',
  });
  if (request.record) form.set('RecordingChannels', 'single');
  if (request.customField) form.set('CustomField', request.customField.slice(0, 128));
  return form;
};

export const connectCall = async (
  credentials: ExotelCredentials,
  region: ExotelRegion,
  request: ConnectCallRequest,
): Promise<CarrierAnswer<ExotelCall>> =>
  asCall(
    await exotelRequest(credentials, {
      method: 'POST',
      path: `/v1${accountPath(credentials)}/Calls/connect.json`,
      form: connectCallForm(request),
      region,
    }),
  );

/** GET /v1/Accounts/{sid}/Calls/{CallSid}.json */
export const fetchCall = async (
  credentials: ExotelCredentials,
  region: ExotelRegion,
  sid: string,
): Promise<CarrierAnswer<ExotelCall>> =>
  asCall(
    await exotelRequest(credentials, {
      method: 'GET',
      path: `/v1${accountPath(credentials)}/Calls/${encodeURIComponent(sid)}.json`,
      region,
    }),
  );

export interface ExoPhone {
  sid: string;
  phoneNumber: string;
  voice: boolean;
}

/**
 * Settings → Test connection: the account's ExoPhones (`GET /v2_beta/Accounts/{sid}/
 * IncomingPhoneNumbers`), which fails with 401 on wrong credentials and lists the caller IDs.
 */
export const listExoPhones = async (
  credentials: ExotelCredentials,
  region: ExotelRegion,
  timeoutMs?: number,
): Promise<CarrierAnswer<ExoPhone[]>> => {
  const answer = await exotelRequest(credentials, {
    method: 'GET',
    path: `/v2_beta${accountPath(credentials)}/IncomingPhoneNumbers`,
    region,
    timeoutMs,
  });
  if (answer.kind !== 'ok') return answer;
  const rows = answer.value.incoming_phone_numbers;
  if (!Array.isArray(rows)) return { kind: 'unreachable', reason: 'an answer with no numbers' };
  return {
    kind: 'ok',
    value: rows.map((row: Record<string, unknown>) => ({
      sid: String(row.sid ?? ''),
      phoneNumber: String(row.phone_number ?? ''),
      voice: (row.capabilities as { voice?: boolean } | undefined)?.voice !== false,
    })),
  };
};
