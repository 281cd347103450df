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

/**
 * Calls the API with the session cookie. Every mutation is JSON, which together with the
 * server's Origin check keeps cross-site requests out.
 */
export const apiRequest = async <T>(url: string, options: ApiRequestOptions = {}): Promise<T> => {
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
  if (!response.ok) {
    throw new ApiError(response.status, response.statusText, await response.text());
  }
  if (response.status === 204) return undefined as T;
  const text = await response.text();
  return (text ? JSON.parse(text) : undefined) as T;
};
