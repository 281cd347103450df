import { manager, member, type RouteDefinition } from '../../platform/http/route-table';

/** The colours chosen for tags, the same for the whole organization. */
export const tagColoursRoutes: readonly RouteDefinition[] = [
  member('GET', '/api/tag-colours', 'tag-colours/get-tag-colours'),
  manager('PUT', '/api/tag-colours', 'tag-colours/set-tag-colour'),
];
