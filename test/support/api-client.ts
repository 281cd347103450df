import { randomUUID } from 'node:crypto';
import type { Response } from 'undici';
import { inject } from 'vitest';
import { type LoopbackHttp, loopbackHttp } from './loopback';

export const appUrl = () => inject('appUrl');

export interface ApiResponse<T = unknown> {
  status: number;
  body: T;
  headers: Headers;
}

/**
 * A signed-in API user: a session cookie from the local stack's dev login, the app's Origin, and
 * a loopback address of its own (see loopback.ts), so per-client limits count each user apart.
 */
export class ApiClient {
  constructor(
    readonly email: string,
    private readonly cookie: string,
    readonly http: LoopbackHttp = loopbackHttp(),
    /** The stack it talks to: the run's, unless a test started one of its own. */
    readonly baseUrl: string = appUrl(),
  ) {}

  async request<T = unknown>(
    method: string,
    path: string,
    body?: unknown,
    headers: Record<string, string> = {},
  ): Promise<ApiResponse<T>> {
    const response = await this.http.fetch(`${this.baseUrl}${path}`, {
      method,
      redirect: 'manual',
      headers: {
        cookie: this.cookie,
        origin: this.baseUrl,
        ...(body !== undefined ? { 'content-type': 'application/json' } : {}),
        ...headers,
      },
      body: body === undefined ? undefined : typeof body === 'string' ? body : JSON.stringify(body),
    });
    const text = await response.text();
    let parsed: unknown = text;
    try {
      parsed = text ? JSON.parse(text) : undefined;
    } catch {
      // not JSON: keep the text
    }
    return { status: response.status, body: parsed as T, headers: response.headers };
  }

  /** `name=value` of the session cookie, for a browser context. */
  cookieHeader = () => this.cookie;

  get = <T = unknown>(path: string) => this.request<T>('GET', path);
  post = <T = unknown>(path: string, body: unknown) => this.request<T>('POST', path, body);
  put = <T = unknown>(path: string, body: unknown) => this.request<T>('PUT', path, body);
  delete = <T = unknown>(path: string) => this.request<T>('DELETE', path);
}

export const sessionCookieFrom = (response: Response | globalThis.Response): string => {
  const header = response.headers.getSetCookie().find((c) => c.startsWith('sf_session='));
  if (!header) throw new Error(`no session cookie (status ${response.status})`);
  return header.split(';')[0] ?? '';
};

/** Signs in a fresh user (a new organization) through POST /api/dev/login. */
export const signIn = async (email = `user-${randomUUID()}@example.com`): Promise<ApiClient> =>
  signInAt(appUrl(), email);

/** signIn on a stack of the test's own (`npm start` it started). */
export const signInAt = async (
  baseUrl: string,
  email = `user-${randomUUID()}@example.com`,
): Promise<ApiClient> => {
  const http = loopbackHttp();
  const response = await http.fetch(`${baseUrl}/api/dev/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: baseUrl },
    body: JSON.stringify({ email }),
  });
  if (response.status !== 204) throw new Error(`dev login failed: ${response.status}`);
  return new ApiClient(email, sessionCookieFrom(response), http, baseUrl);
};
