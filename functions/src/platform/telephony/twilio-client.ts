/**
 * The one small port to Twilio's REST API (2010-04-01), with fetch: the `twilio` package would
 * outweigh the rest of a function's bundle. The base URL is Twilio's, or TWILIO_API_BASE_URL (the
 * local fake in test/fakes/twilio on the local stack and in tests). Every answer is a value, never
 * a throw: a Twilio failure is something to tell the user, not a 500.
 */
export interface TwilioCredentials {
  accountSid: string;
  authToken: string;
}

/** The Account resource, as far as we read it. */
export interface TwilioAccount {
  sid: string;
  friendly_name: string;
  status: 'active' | 'suspended' | 'closed';
  type: 'Trial' | 'Full';
}

/** An IncomingPhoneNumber resource, as far as we read it. */
export interface TwilioIncomingNumber {
  sid: string;
  account_sid: string;
  phone_number: string;
  status: string;
  capabilities: { voice: boolean; sms: boolean; mms: boolean; fax?: boolean };
}

export type TwilioAnswer<T> =
  | { kind: 'ok'; body: T }
  /** Twilio answered with an error: its HTTP status, its error code and message. */
  | { kind: 'refused'; status: number; code: number | null; message: string }
  /** No answer (network, DNS, timeout) or one that is not Twilio's JSON. */
  | { kind: 'unreachable'; reason: string };

export const TWILIO_API_VERSION = '2010-04-01';
const DEFAULT_TIMEOUT_MS = 5_000;

export const twilioBaseUrl = (): string =>
  (process.env.TWILIO_API_BASE_URL || 'https://api.twilio.com').replace(/\/+$/, '');

const reasonOf = (error: unknown): string => {
  const e = error as {
    name?: string;
    message?: string;
    cause?: { code?: string; message?: string };
  };
  if (e.name === 'TimeoutError' || e.name === 'AbortError') return 'no answer in time';
  return e.cause?.code ?? e.cause?.message ?? e.message ?? String(error);
};

const get = async <T>(
  credentials: TwilioCredentials,
  path: string,
  timeoutMs = DEFAULT_TIMEOUT_MS,
): Promise<TwilioAnswer<T>> => {
  const basic = Buffer.from(`${credentials.accountSid}:${credentials.authToken}`).toString(
    'base64',
  );
  let response: Response;
  let text: string;
  try {
    response = await fetch(`${twilioBaseUrl()}/${TWILIO_API_VERSION}${path}`, {
      headers: { authorization: `Basic ${basic}`, accept: 'application/json' },
      signal: AbortSignal.timeout(timeoutMs),
    });
    text = await response.text();
  } catch (error) {
    return { kind: 'unreachable', reason: reasonOf(error) };
  }
  let body: Record<string, unknown>;
  try {
    body = JSON.parse(text) as Record<string, unknown>;
  } catch {
    return {
      kind: 'unreachable',
      reason: `an answer that is not Twilio's (HTTP ${response.status})`,
    };
  }
  if (!response.ok) {
    return {
      kind: 'refused',
      status: response.status,
      code: typeof body.code === 'number' ? body.code : null,
      message: typeof body.message === 'string' ? body.message : response.statusText,
    };
  }
  return { kind: 'ok', body: body as T };
};

const accountPath = (accountSid: string) => `/Accounts/${encodeURIComponent(accountSid)}`;

/** GET /2010-04-01/Accounts/{AccountSid}.json */
export const fetchAccount = (credentials: TwilioCredentials, timeoutMs?: number) =>
  get<TwilioAccount>(credentials, `${accountPath(credentials.accountSid)}.json`, timeoutMs);

/** GET /2010-04-01/Accounts/{AccountSid}/IncomingPhoneNumbers.json?PhoneNumber=… */
export const findIncomingNumbers = (
  credentials: TwilioCredentials,
  phoneNumber: string,
  timeoutMs?: number,
) =>
  get<{ incoming_phone_numbers: TwilioIncomingNumber[] }>(
    credentials,
    `${accountPath(credentials.accountSid)}/IncomingPhoneNumbers.json?PhoneNumber=${encodeURIComponent(phoneNumber)}`,
    timeoutMs,
  );
