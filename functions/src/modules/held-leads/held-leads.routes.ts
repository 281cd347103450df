import { admin, lasting, member, type RouteDefinition } from '../../platform/http/route-table';

/** Leads that arrived with no room on the plan, and making them contacts. */
export const heldLeadsRoutes: readonly RouteDefinition[] = [
  member('GET', '/api/held-leads', 'held-leads/list-held-leads'),
  lasting(admin('POST', '/api/held-leads/release', 'held-leads/release-held-leads'), 28),
];
