import type { Contact } from '@salesflow/shared/contacts/contact.schema';
import type { ErrorCode, FieldError } from '@salesflow/shared/errors/error-body';
import { vi } from 'vitest';

export interface StubbedRequest {
  method: string;
  url: URL;
  headers: Headers;
  credentials: RequestCredentials | undefined;
  body: unknown;
}

export type StubHandler = (request: StubbedRequest) => Response | Promise<Response>;

/** Routes keyed "METHOD /path" (no query string). */
export type StubRoutes = Record<string, StubHandler>;

export const json = (status: number, body: unknown): Response =>
  new Response(JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json' },
  });

export const apiError = (
  status: number,
  code: ErrorCode,
  message: string,
  details?: FieldError[],
): Response => json(status, { error: { code, message, details, requestId: 'req-test' } });

/**
 * Replaces `fetch` at the boundary. Every request is recorded; one without a route fails the
 * test loudly rather than hanging.
 */
export const stubFetch = (routes: StubRoutes) => {
  const requests: StubbedRequest[] = [];
  const fetchStub = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = new URL(String(input), 'http://localhost');
    const method = (init.method ?? 'GET').toUpperCase();
    const body = typeof init.body === 'string' ? JSON.parse(init.body) : undefined;
    const request: StubbedRequest = {
      method,
      url,
      headers: new Headers(init.headers),
      credentials: init.credentials,
      body,
    };
    requests.push(request);
    const handler = routes[`${method} ${url.pathname}`];
    if (!handler) throw new Error(`Unexpected request: ${method} ${url.pathname}${url.search}`);
    return handler(request);
  });
  vi.stubGlobal('fetch', fetchStub);
  return {
    requests,
    find: (method: string, pathname: string) =>
      requests.filter((r) => r.method === method && r.url.pathname === pathname),
  };
};

export const signedInUser = {
  id: 'user-1',
  email: 'priya.sharma@example.com',
  firstName: 'Priya',
  lastName: 'Sharma',
  profileImageUrl: null,
  currentPlan: 'trial',
  planStartDate: '2026-11-01T00:00:00.000Z',
  planEndDate: null,
  contactsUsed: 0,
  aiCallsUsed: 0,
  createdAt: '2026-11-01T00:00:00.000Z',
  organizationId: 'org-1',
  timezone: 'Asia/Kolkata',
  isOperator: false,
} as const;

export const signedIn: StubHandler = () => json(200, signedInUser);
export const signedOut: StubHandler = () => apiError(401, 'UNAUTHORIZED', 'Sign in required');

export const makeContact = (overrides: Partial<Contact> = {}): Contact => ({
  id: 'c-1',
  name: 'Aarav Mehta',
  email: 'aarav@acme.example',
  phone: '+91 98765 43210',
  phoneE164: '+919876543210',
  company: 'Acme Traders',
  title: 'Head of Sales',
  score: 85,
  status: 'hot',
  source: 'cold_call',
  notes: null,
  organizationId: 'org-1',
  ownerId: 'user-1',
  assignedTo: 'user-1',
  createdAt: '2026-11-01T00:00:00.000Z',
  updatedAt: '2026-11-01T00:00:00.000Z',
  lastContactedAt: null,
  ...overrides,
});
