import type { AdminAccountPage } from '@salesflow/shared/admin/admin.schema';
import {
  json,
  type StubbedRequest,
  type StubRoutes,
  signedInUser,
} from '../../../testing/fetch-stub';
import {
  makeAccount,
  makeAnalytics,
  makeAuditEntry,
  makeOverview,
  makePayments,
  noDeadLetters,
  suspendedAccount,
  trialAccount,
} from './admin-fixtures';

export const operatorUser = { ...signedInUser, isOperator: true } as const;

/** What the signed-in shell asks for around the page (the user, the bell). */
const shellRoutes: StubRoutes = {
  'GET /api/auth/user': () => json(200, operatorUser),
  'GET /api/notifications': () => json(200, { items: [], nextCursor: null, unreadCount: 0 }),
};

export const firstAccountPage: AdminAccountPage = {
  items: [makeAccount(), trialAccount, suspendedAccount],
  nextCursor: null,
};

/** Every admin route answered from the fixtures; `overrides` replace any of them. */
export const adminRoutes = (overrides: StubRoutes = {}): StubRoutes => ({
  ...shellRoutes,
  'GET /api/admin/overview': () => json(200, makeOverview()),
  'GET /api/admin/accounts': () => json(200, firstAccountPage),
  'GET /api/admin/payments': () => json(200, makePayments()),
  'GET /api/admin/analytics': (request) =>
    json(
      200,
      makeAnalytics({
        range: (request.url.searchParams.get('range') ?? '30d') as '30d' | '90d' | '1y',
      }),
    ),
  'GET /api/admin/audit-log': () => json(200, { items: [makeAuditEntry()] }),
  'GET /api/admin/outbox/dead-letters': () => json(200, noDeadLetters),
  ...overrides,
});

/** A request's query string as an object, to compare what was asked for. */
export const queryOf = (request: StubbedRequest | undefined) =>
  Object.fromEntries(request?.url.searchParams ?? []);
