import type { ErrorBody, FieldError } from '@salesflow/shared/errors/error-body';

/**
 * A failed API call. `message` is `${status}: ${body text or status text}` (document 1, section 8);
 * the parsed error body adds the code, the server's own message and per-field details.
 */
export class ApiError extends Error {
  readonly status: number;
  readonly code: string | undefined;
  readonly serverMessage: string | undefined;
  readonly details: FieldError[];
  readonly requestId: string | undefined;

  constructor(status: number, statusText: string, bodyText: string) {
    super(`${status}: ${bodyText || statusText}`);
    this.name = 'ApiError';
    this.status = status;
    const body = parseErrorBody(bodyText);
    this.code = body?.error.code;
    this.serverMessage = body?.error.message;
    this.details = body?.error.details ?? [];
    this.requestId = body?.error.requestId;
  }
}

const parseErrorBody = (text: string): ErrorBody | null => {
  if (!text) return null;
  try {
    const parsed: unknown = JSON.parse(text);
    if (
      typeof parsed === 'object' &&
      parsed !== null &&
      'error' in parsed &&
      typeof parsed.error === 'object' &&
      parsed.error !== null &&
      'message' in parsed.error
    ) {
      return parsed as ErrorBody;
    }
  } catch {
    // Not JSON (a proxy's HTML page, say): the status line is all we have.
  }
  return null;
};

/** The message a toast should show: the server's own message when it gave one, else the fallback. */
export const errorMessage = (error: unknown, fallback: string): string =>
  error instanceof ApiError && error.serverMessage ? error.serverMessage : fallback;

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

export interface ApiRequestOptions {
  method?: Method;
  body?: unknown;
  query?: Record<string, string | number | undefined>;
  signal?: AbortSignal;
}

const withQuery = (url: string, query: ApiRequestOptions['query']): string => {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value !== undefined && value !== '') params.set(key, String(value));
  }
  const search = params.toString();
  return search ? `${url}?${search}` : url;
};

/** An answer whose body has been read to the end. */
export interface ApiResponse {
  ok: boolean;
  status: number;
  statusText: string;
  /** The whole body as text; empty when there was none (a 204, say). */
  text: string;
}

/**
 * The one place that calls `fetch`. It reads every body to its end, whatever the status: in
 * Chromium a response whose body nobody reads never finishes, so the page never reaches network
 * idle and the connection stays held (a 401 or a 204 is as much a risk as a 200).
 * Every mutation is JSON, which together with the server's Origin check keeps cross-site
 * requests out.
 */
export const apiFetch = async (
  url: string,
  options: ApiRequestOptions = {},
): Promise<ApiResponse> => {
  const method = options.method ?? 'GET';
  const headers: Record<string, string> = { Accept: 'application/json' };
  if (method !== 'GET') headers['Content-Type'] = 'application/json';
  const response = await fetch(withQuery(url, options.query), {
    method,
    headers,
    credentials: 'include',
    body: options.body === undefined ? undefined : JSON.stringify(options.body),
    signal: options.signal,
  });
  const text = await response.text();
  return { ok: response.ok, status: response.status, statusText: response.statusText, text };
};

/** The JSON an answer carries, or undefined when it has no body. */
export const parseJson = <T>(response: ApiResponse): T =>
  (response.text ? JSON.parse(response.text) : undefined) as T;

/** Calls the API with the session cookie; any non-OK answer becomes an `ApiError`. */
export const apiRequest = async <T>(url: string, options: ApiRequestOptions = {}): Promise<T> => {
  const response = await apiFetch(url, options);
  if (!response.ok) throw new ApiError(response.status, response.statusText, response.text);
  if (response.status === 204) return undefined as T;
  return parseJson<T>(response);
};
