import type { CarrierAnswer } from './telephony-port';

/**
 * The one small HTTP client of Exotel's REST API, with fetch and a timeout (no SDK). The base URL
 * is the account's region (Mumbai `api.in.exotel.com`, Singapore `api.exotel.com`), or
 * EXOTEL_API_BASE_URL when set (the local fake in test/fakes/exotel). Every answer is a value:
 * an Exotel refusal (`RestException`), or unreachable (network, timeout, 5xx, not Exotel's JSON).
 */
export interface ExotelCredentials {
  accountSid: string;
  /** The API key (Basic user name) and API token (Basic password) from Exotel's dashboard. */
  apiKey: string;
  apiToken: string;
}

export type ExotelRegion = 'mumbai' | 'singapore';

const REGION_BASE: Record<ExotelRegion, string> = {
  mumbai: 'https://api.in.exotel.com',
  singapore: 'https://api.exotel.com',
};

export const exotelBaseUrl = (region: ExotelRegion): string =>
  (process.env.EXOTEL_API_BASE_URL || REGION_BASE[region]).replace(/\/+$/, '');

export const EXOTEL_TIMEOUT_MS = 10_000;

export interface ExotelRequest {
  method: 'GET' | 'POST';
  /** From the base URL, e.g. `/v1/Accounts/{sid}/Calls/connect.json`. */
  path: string;
  form?: URLSearchParams;
  region: ExotelRegion;
  timeoutMs?: number;
}

const reasonOf = (error: unknown): string => {
  const e = error as { name?: string; message?: string; cause?: { code?: string } };
  if (e.name === 'TimeoutError' || e.name === 'AbortError') return 'no answer in time';
  return e.cause?.code ?? e.message ?? String(error);
};

/**
 * Exotel's v1 error body: `{ "RestException": { "Status": 400, "Message": "…", "Code"? } }`
 * (Twilio's 2010 shape, which Exotel's v1 API copies). Newer APIs answer `{ http_code,
 * response: { error_data: { code, message, description } } }`: read too.
 */
const refusalOf = (status: number, body: Record<string, unknown>) => {
  const rest = body.RestException as Record<string, unknown> | undefined;
  const data = (body.response as { error_data?: Record<string, unknown> } | undefined)?.error_data;
  const code = rest?.Code ?? data?.code;
  const message = rest?.Message ?? data?.description ?? data?.message;
  return {
    code:
      typeof code === 'number'
        ? code
        : typeof code === 'string' && /^\d+$/.test(code)
          ? Number(code)
          : null,
    message: typeof message === 'string' ? message : `Exotel answered ${status}`,
  };
};

/** Parameters and numbers that cannot become right by trying again. */
const isPermanent = (status: number) => status === 400 || status === 404 || status === 422;

export const exotelRequest = async (
  credentials: ExotelCredentials,
  request: ExotelRequest,
): Promise<CarrierAnswer<Record<string, unknown>>> => {
  const basic = Buffer.from(`${credentials.apiKey}:${credentials.apiToken}`).toString('base64');
  let response: Response;
  let text: string;
  try {
    response = await fetch(`${exotelBaseUrl(request.region)}${request.path}`, {
      method: request.method,
      headers: {
        authorization: `Basic ${basic}`,
        accept: 'application/json',
        ...(request.form ? { 'content-type': 'application/x-www-form-urlencoded' } : {}),
      },
      body: request.form?.toString(),
      signal: AbortSignal.timeout(request.timeoutMs ?? EXOTEL_TIMEOUT_MS),
    });
    text = await response.text();
  } catch (error) {
    return { kind: 'unreachable', reason: reasonOf(error) };
  }
  if (response.status >= 500) {
    return { kind: 'unreachable', reason: `Exotel answered ${response.status}` };
  }
  let body: Record<string, unknown>;
  try {
    body = JSON.parse(text) as Record<string, unknown>;
    if (typeof body !== 'object' || body === null) throw new Error('not an object');
  } catch {
    // A refusal is a refusal whatever its body (Exotel answers XML without `.json`, a proxy HTML).
    if (!response.ok) body = {};
    else {
      return {
        kind: 'unreachable',
        reason: `an answer that is not Exotel's JSON (HTTP ${response.status})`,
      };
    }
  }
  if (!response.ok) {
    const { code, message } = refusalOf(response.status, body);
    return {
      kind: 'refused',
      status: response.status,
      code,
      message,
      permanent: isPermanent(response.status),
    };
  }
  return { kind: 'ok', value: body };
};
