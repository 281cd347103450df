import { member, type RouteDefinition } from '../../platform/http/route-table';

/** Saved views of the Contacts and Deals lists: a person's own, and the team's shared ones. */
export const viewsRoutes: readonly RouteDefinition[] = [
  member('GET', '/api/views', 'views/list-views'),
  member('POST', '/api/views', 'views/create-view'),
  member('PUT', '/api/views/{id}', 'views/update-view'),
  member('DELETE', '/api/views/{id}', 'views/delete-view'),
];
