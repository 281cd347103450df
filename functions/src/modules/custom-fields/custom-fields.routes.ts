import { admin, member, type RouteDefinition } from '../../platform/http/route-table';

/** The organization's own fields on contacts and deals: read by all, made by admins. */
export const customFieldsRoutes: readonly RouteDefinition[] = [
  member('GET', '/api/custom-fields', 'custom-fields/list-custom-fields'),
  admin('POST', '/api/custom-fields', 'custom-fields/create-custom-field'),
  admin('PUT', '/api/custom-fields/{id}', 'custom-fields/update-custom-field'),
  admin('DELETE', '/api/custom-fields/{id}', 'custom-fields/delete-custom-field'),
];
