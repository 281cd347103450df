import type { ServerResponse } from 'node:http';
import { type CallRequest, ENDED_STATUSES, type FakeCall } from './call-record';
import { callResource } from './call-resource';
import type { Dialer } from './dialer';
import { sendJson, sendNotFound, sendTwilioError } from './twilio-errors';
import { type FakeAccount, fakeSid, type TwilioState } from './twilio-state';

/** Prefixes Twilio's default geographic permissions do not dial (satellite, premium networks). */
const BLOCKED_PREFIXES = ['+881', '+882', '+883', '+979', '+870'];
const E164 = /^\+[1-9]\d{6,14}$/;
const MACHINE_DETECTION = ['Enable', 'DetectMessageEnd'] as const;

const isHttpUrl = (value: string) => {
  try {
    return ['http:', 'https:'].includes(new URL(value).protocol);
  } catch {
    return false;
  }
};

type Checked = { ok: true; request: CallRequest } | { ok: false; code: number; message: string };

const method = (value: string | null): 'GET' | 'POST' =>
  value?.toUpperCase() === 'GET' ? 'GET' : 'POST';

const seconds = (value: string | null, fallback: number, max: number) => {
  const parsed = Number(value);
  return value && Number.isFinite(parsed) && parsed > 0 ? Math.min(parsed, max) : fallback;
};

/** The create parameters, checked in the order Twilio reports them. */
const checkCreate = (account: FakeAccount, form: URLSearchParams): Checked => {
  const fail = (code: number, message: string): Checked => ({ ok: false, code, message });
  const to = form.get('To')?.trim() ?? '';
  const from = form.get('From')?.trim() ?? '';
  const url = form.get('Url')?.trim() || null;
  const twiml = form.get('Twiml') || null;
  if (!to) return fail(21201, "No 'To' number is specified");
  if (!from) return fail(21213, "No 'From' number is specified");
  if (!url && !twiml && !form.get('ApplicationSid')) {
    return fail(21205, 'Either Url, Twiml or ApplicationSid must be provided');
  }
  if (url && !isHttpUrl(url)) return fail(21205, `Url is not a valid URL: ${url}`);
  if (!E164.test(to)) return fail(21211, `Invalid 'To' Phone Number: ${to}`);
  if (BLOCKED_PREFIXES.some((prefix) => to.startsWith(prefix))) {
    return fail(
      21215,
      `Account not authorized to call ${to}. Perhaps you need to enable some international permissions: https://www.twilio.com/console/voice/calls/geo-permissions/low-risk`,
    );
  }
  const owned = account.numbers.some(
    (number) => number.phoneNumber === from && number.capabilities.voice,
  );
  if (!owned && !account.verifiedCallerIds.includes(from)) {
    return fail(
      21210,
      `The source phone number provided, ${from}, is not yet verified for your account. You may only make calls from phone numbers that you've verified or purchased from Twilio.`,
    );
  }
  const detection = form.get('MachineDetection');
  if (detection && !(MACHINE_DETECTION as readonly string[]).includes(detection)) {
    return fail(21626, `MachineDetection must be one of Enable, DetectMessageEnd: ${detection}`);
  }
  const events = form.getAll('StatusCallbackEvent').flatMap((value) => value.split(/[\s,]+/));
  return {
    ok: true,
    request: {
      to,
      from,
      url,
      method: method(form.get('Method')),
      twiml,
      statusCallback: form.get('StatusCallback') || null,
      statusCallbackMethod: method(form.get('StatusCallbackMethod')),
      statusCallbackEvents: events.filter(Boolean).length ? events.filter(Boolean) : ['completed'],
      record: form.get('Record')?.toLowerCase() === 'true',
      recordingStatusCallback: form.get('RecordingStatusCallback') || null,
      machineDetection: (detection as CallRequest['machineDetection']) ?? null,
      asyncAmd: form.get('AsyncAmd')?.toLowerCase() === 'true',
      asyncAmdStatusCallback: form.get('AsyncAmdStatusCallback') || null,
      timeout: seconds(form.get('Timeout'), 60, 600),
      timeLimit: seconds(form.get('TimeLimit'), 14_400, 86_400),
    },
  };
};

/** POST /2010-04-01/Accounts/{AccountSid}/Calls.json (form-encoded). */
export const createCall = (
  res: ServerResponse,
  state: TwilioState,
  dialer: Dialer,
  account: FakeAccount,
  form: URLSearchParams,
) => {
  if (account.status !== 'active') {
    return sendTwilioError(res, 401, 10001, 'Account is not active');
  }
  const checked = checkCreate(account, form);
  if (!checked.ok) return sendTwilioError(res, 400, checked.code, checked.message);
  const now = new Date();
  const call: FakeCall = {
    sid: fakeSid('CA'),
    accountSid: account.sid,
    phoneNumberSid:
      account.numbers.find((number) => number.phoneNumber === checked.request.from)?.sid ?? null,
    request: checked.request,
    scenario: state.scenarioFor(checked.request.to),
    status: 'queued',
    dateCreated: now,
    dateUpdated: now,
    startedAt: null,
    answeredAt: null,
    endedAt: null,
    answeredBy: null,
    sequenceNumber: 0,
    sent: [],
    conversation: [],
    session: null,
    recordingSid: null,
    errorCode: null,
  };
  state.calls.set(call.sid, call);
  sendJson(res, 201, callResource(call));
  dialer.place(call, account);
};

/** GET /2010-04-01/Accounts/{AccountSid}/Calls.json, newest first, filtered by To, From, Status. */
export const listCalls = (
  res: ServerResponse,
  state: TwilioState,
  account: FakeAccount,
  query: URLSearchParams,
) => {
  const pageSize = Math.min(Number(query.get('PageSize') ?? 50) || 50, 1000);
  const to = query.get('To');
  const from = query.get('From');
  const status = query.get('Status');
  const found = [...state.calls.values()]
    .filter(
      (call) =>
        call.accountSid === account.sid &&
        (!to || call.request.to === to) &&
        (!from || call.request.from === from) &&
        (!status || call.status === status),
    )
    .reverse()
    .slice(0, pageSize);
  const uri = `/2010-04-01/Accounts/${account.sid}/Calls.json?${query.toString()}`;
  sendJson(res, 200, {
    calls: found.map(callResource),
    end: Math.max(found.length - 1, 0),
    first_page_uri: uri,
    next_page_uri: null,
    page: 0,
    page_size: pageSize,
    previous_page_uri: null,
    start: 0,
    uri,
  });
};

const ownCall = (state: TwilioState, account: FakeAccount, sid: string) => {
  const call = state.calls.get(sid);
  return call && call.accountSid === account.sid ? call : null;
};

/** GET /2010-04-01/Accounts/{AccountSid}/Calls/{CallSid}.json */
export const fetchCall = (
  res: ServerResponse,
  state: TwilioState,
  account: FakeAccount,
  sid: string,
  path: string,
) => {
  const call = ownCall(state, account, sid);
  if (!call) return sendNotFound(res, path);
  sendJson(res, 200, callResource(call));
};

/**
 * POST /2010-04-01/Accounts/{AccountSid}/Calls/{CallSid}.json with Status=completed (hang up,
 * whatever the state) or Status=canceled (only a call not yet answered). The answer shows the
 * status the call is moving to; its callbacks follow.
 */
export const updateCall = (
  res: ServerResponse,
  state: TwilioState,
  dialer: Dialer,
  account: FakeAccount,
  sid: string,
  form: URLSearchParams,
  path: string,
) => {
  const call = ownCall(state, account, sid);
  if (!call) return sendNotFound(res, path);
  const status = form.get('Status');
  if (status !== null && status !== 'completed' && status !== 'canceled') {
    return sendTwilioError(res, 400, 20001, `Invalid Status: ${status}`);
  }
  const resource = callResource(call);
  if (status && !ENDED_STATUSES.includes(call.status)) {
    const answered = call.status === 'in-progress';
    if (!(answered && status === 'canceled')) {
      dialer.hangUp(call, status);
      resource.status = answered ? 'completed' : 'canceled';
    }
  }
  sendJson(res, 200, resource);
};
