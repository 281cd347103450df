/**
 * The one route table. The CDK stack makes one Lambda per row; the local gateway serves the same
 * rows with the same handler modules. `handler` is a path below functions/src without extension;
 * the module exports `handler`.
 */
export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** Who may call: anyone, or a signed-in user (the session middleware enforces it). */
export type Access = 'public' | 'user';

/** What the function may do with the table: the CDK stack grants exactly this. */
export type TableAccess = 'read' | 'readwrite';

export interface RouteDefinition {
  method: HttpMethod;
  /** API Gateway route path, with `{param}` placeholders. */
  path: string;
  handler: string;
  access: Access;
  table: TableAccess;
  /** Needs to reach the sign-in provider (login, callback). */
  oidc?: boolean;
}

export const routes: readonly RouteDefinition[] = [
  {
    method: 'GET',
    path: '/api/login',
    handler: 'modules/auth/login.handler',
    access: 'public',
    table: 'readwrite',
    oidc: true,
  },
  {
    method: 'GET',
    path: '/api/callback',
    handler: 'modules/auth/callback.handler',
    access: 'public',
    table: 'readwrite',
    oidc: true,
  },
  {
    method: 'GET',
    path: '/api/logout',
    handler: 'modules/auth/logout.handler',
    access: 'public',
    table: 'readwrite',
    oidc: true,
  },
  {
    method: 'GET',
    path: '/api/auth/user',
    handler: 'modules/auth/get-current-user.handler',
    access: 'user',
    table: 'readwrite',
  },
  {
    method: 'GET',
    path: '/api/contacts',
    handler: 'modules/contacts/list-contacts.handler',
    access: 'user',
    table: 'readwrite',
  },
  {
    method: 'POST',
    path: '/api/contacts',
    handler: 'modules/contacts/create-contact.handler',
    access: 'user',
    table: 'readwrite',
  },
  {
    method: 'PUT',
    path: '/api/contacts/{id}',
    handler: 'modules/contacts/update-contact.handler',
    access: 'user',
    table: 'readwrite',
  },
  {
    method: 'DELETE',
    path: '/api/contacts/{id}',
    handler: 'modules/contacts/delete-contact.handler',
    access: 'user',
    table: 'readwrite',
  },
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
