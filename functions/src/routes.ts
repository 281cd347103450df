import type { TableAccess } from './platform/route-grants';

/**
 * The one route table. The CDK stack makes one Lambda per row; the local gateway serves the same
 * rows with the same handler modules. `handler` is a path below functions/src without extension;
 * the module exports `handler`.
 */
export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** Who may call: anyone, or a signed-in user (the session middleware enforces it). */
export type Access = 'public' | 'user';

/** What the function may do with the table: the CDK stack grants exactly this. */
export type { TableAccess };

export interface RouteDefinition {
  method: HttpMethod;
  /** API Gateway route path, with `{param}` placeholders. */
  path: string;
  handler: string;
  access: Access;
  table: TableAccess;
  /** Needs to reach the sign-in provider (login, callback). */
  oidc?: boolean;
  /** Queues (names from platform/queues.ts) it publishes to: the CDK stack grants exactly these. */
  sends?: readonly string[];
  /** Seconds the function may run, when the default (10 s, 15 s for sign-in) is too short. */
  timeoutSeconds?: number;
}

/**
 * A row for a signed-in user's route; `module` is below modules/, without `.handler`. A GET only
 * reads (and refreshes its session, which read access allows); other methods read and write.
 */
const user = (method: HttpMethod, path: string, module: string): RouteDefinition => ({
  method,
  path,
  handler: `modules/${module}.handler`,
  access: 'user',
  table: method === 'GET' ? 'read' : 'readwrite',
});

/** Sign-in routes: public, and they talk to the OpenID Connect provider. */
const signIn = (path: string, module: string): RouteDefinition => ({
  method: 'GET',
  path,
  handler: `modules/${module}.handler`,
  access: 'public',
  table: 'readwrite',
  oidc: true,
});

/** The route also publishes to these queues. */
const sending = (route: RouteDefinition, ...queueNames: string[]): RouteDefinition => ({
  ...route,
  sends: queueNames,
});

/** A route that may run longer than the default; API Gateway answers 503 at 30 s anyway. */
const lasting = (route: RouteDefinition, timeoutSeconds: number): RouteDefinition => ({
  ...route,
  timeoutSeconds,
});

export const routes: readonly RouteDefinition[] = [
  signIn('/api/login', 'auth/login'),
  signIn('/api/callback', 'auth/callback'),
  signIn('/api/logout', 'auth/logout'),
  user('GET', '/api/auth/user', 'auth/get-current-user'),
  user('GET', '/api/user/onboarding-state', 'onboarding/get-onboarding-state'),
  user('PUT', '/api/user/onboarding-state', 'onboarding/update-onboarding-state'),

  user('GET', '/api/contacts', 'contacts/list-contacts'),
  user('POST', '/api/contacts', 'contacts/create-contact'),
  // 1,000 rows, each its own transaction, 8 at a time: a few seconds, well inside 28.
  lasting(user('POST', '/api/contacts/import', 'contacts/import-contacts'), 28),
  user('GET', '/api/contacts/{id}', 'contacts/get-contact'),
  // A contact's new name, or its deletion, reaches its deals through the contact-changes queue.
  sending(user('PUT', '/api/contacts/{id}', 'contacts/update-contact'), 'contact-changes'),
  sending(user('DELETE', '/api/contacts/{id}', 'contacts/delete-contact'), 'contact-changes'),
  user('GET', '/api/contacts/{id}/activities', 'activities/list-contact-activities'),
  user('POST', '/api/contacts/{id}/activities', 'activities/create-contact-activity'),
  user('GET', '/api/contacts/{id}/deals', 'deals/list-contact-deals'),

  user('GET', '/api/deals', 'deals/list-deals'),
  user('GET', '/api/deals/summary', 'stats/get-deal-summary'),
  user('POST', '/api/deals', 'deals/create-deal'),
  user('PUT', '/api/deals/{id}', 'deals/update-deal'),
  user('DELETE', '/api/deals/{id}', 'deals/delete-deal'),

  user('GET', '/api/dashboard/metrics', 'stats/get-dashboard-metrics'),
  user('GET', '/api/ai-insights', 'stats/get-ai-insights'),
  user('GET', '/api/analytics/summary', 'stats/get-analytics-summary'),
];

/**
 * Served by the local stack only, for automated tests. Never deployed: the CDK stack reads
 * `routes` above, and a template test proves no `/api/dev/` path reaches AWS.
 */
export const localOnlyRoutes: readonly RouteDefinition[] = [
  {
    method: 'POST',
    path: '/api/dev/login',
    handler: 'modules/auth/dev-login.handler',
    access: 'public',
    table: 'readwrite',
  },
];

/** Stable function name part for a route, e.g. `contacts-update-contact`. */
export const routeId = (route: RouteDefinition): string =>
  route.handler
    .replace(/^modules\//, '')
    .replace(/\.handler$/, '')
    .replace(/[/.]/g, '-');
