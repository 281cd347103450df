import { ROLE_MATRIX } from '@salesflow/shared/teams/role-matrix';
import { describe, expect, it } from 'vitest';
import { routes } from './routes';

const key = (route: { method: string; path: string }) => `${route.method} ${route.path}`;
const isTeamRoute = (path: string) =>
  /^\/api\/(team|organizations|integrations|settings\/security)(\/|$)/.test(path);

/**
 * The role matrix the Team page shows and the route table the server enforces say the same: each
 * route the matrix names needs exactly the matrix's role, and every team route is in the matrix.
 */
describe('the role matrix and the route table', () => {
  const rows = new Map(routes.map((route) => [key(route), route]));

  it('each route the matrix names needs the lowest role of its capability', () => {
    for (const capability of ROLE_MATRIX) {
      for (const routeKey of capability.routes) {
        expect(rows.get(routeKey)?.access, `${capability.id}: ${routeKey}`).toBe(
          capability.lowestRole,
        );
      }
    }
  });

  it('every team route that needs a role is in the matrix', () => {
    const named = new Set<string>(ROLE_MATRIX.flatMap((capability) => capability.routes));
    const roleRoutes = routes.filter(
      (route) => isTeamRoute(route.path) && !['public', 'user', 'operator'].includes(route.access),
    );
    expect(roleRoutes.length).toBeGreaterThan(0);
    for (const route of roleRoutes) expect(named.has(key(route)), key(route)).toBe(true);
  });
});
