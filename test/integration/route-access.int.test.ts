import { type RouteDefinition, routes } from '@salesflow/functions/routes';
import type { AuthUser } from '@salesflow/shared/auth/auth-user';
import { rolesBelow, type TeamRole } from '@salesflow/shared/auth/roles';
import { beforeAll, describe, expect, it } from 'vitest';
import { type ApiClient, appUrl, signIn } from '../support/api-client';
import { removeMembership, signInAsMember } from '../support/team';

/**
 * Generated from the route table, for every row present and future: who may not call it is
 * refused before anything else happens (no session 401, a role below the row's minimum 403).
 */
const SOME_ID = '01JAAAAAAAAAAAAAAAAAAAAAAA';
const pathOf = (route: RouteDefinition) => route.path.replace(/\{[^}]+\}/g, SOME_ID);
const label = (route: RouteDefinition) => `${route.method} ${route.path}`;
const hasBody = (route: RouteDefinition) => route.method !== 'GET' && route.method !== 'DELETE';

const call = (client: ApiClient | null, route: RouteDefinition) =>
  client
    ? client.request(route.method, pathOf(route), hasBody(route) ? {} : undefined)
    : fetch(`${appUrl()}${pathOf(route)}`, {
        method: route.method,
        headers: { origin: appUrl(), 'content-type': 'application/json' },
        body: hasBody(route) ? '{}' : undefined,
      });

const isRole = (access: RouteDefinition['access']): access is TeamRole =>
  ['member', 'manager', 'admin', 'owner'].includes(access);

const guarded = routes.filter((route) => route.access !== 'public');

describe('who may call each route, from the route table', () => {
  let owner: ApiClient;
  let organizationId: string;
  const members = new Map<TeamRole, ApiClient>();

  beforeAll(async () => {
    owner = await signIn();
    organizationId = (await owner.get<AuthUser>('/api/auth/user')).body.organizationId;
    for (const role of ['member', 'manager', 'admin'] as const) {
      members.set(role, await signInAsMember(organizationId, role));
    }
  });

  it.each(guarded.map((route) => [label(route), route] as const))(
    '%s answers 401 without a session',
    async (_label, route) => {
      const response = await call(null, route);
      expect(response.status).toBe(401);
    },
  );

  const roleRows = guarded.filter((route) => isRole(route.access));
  it('answers 403 on every row to each role below its minimum', async () => {
    for (const route of roleRows) {
      for (const role of rolesBelow(route.access as TeamRole)) {
        const response = await call(members.get(role) ?? null, route);
        expect(response.status, `${label(route)} as ${role}`).toBe(403);
      }
    }
  });

  it.each(roleRows.map((route) => [label(route), route] as const))(
    '%s lets in its lowest role',
    async (_label, route) => {
      const lowest = route.access as TeamRole;
      const client = lowest === 'owner' ? owner : members.get(lowest);
      const response = await call(client ?? null, route);
      expect([401, 403]).not.toContain(response.status);
    },
  );

  it('refuses every organization route to someone who was removed from the organization', async () => {
    const leaver = await signInAsMember(organizationId, 'admin');
    const me = (await leaver.get<AuthUser>('/api/auth/user')).body;
    await removeMembership(organizationId, me.id);
    for (const route of roleRows) {
      const response = await call(leaver, route);
      expect(response.status, label(route)).toBe(403);
    }
    // What is theirs alone (their profile) stays reachable, so the app can say what happened.
    expect((await leaver.get('/api/auth/user')).status).toBe(200);
  });

  it('answers operator routes 404 to a signed-in user who is not a platform operator', async () => {
    const operatorRoutes = guarded.filter((r) => r.access === 'operator');
    expect(operatorRoutes.length).toBeGreaterThan(0);
    for (const route of operatorRoutes) {
      const response = await call(owner, route);
      expect(response.status, label(route)).toBe(404);
    }
  });
});
