import { member, type RouteDefinition } from '../../platform/http/route-table';

/**
 * Possible duplicates among the contacts (same email, phone, or name and company), found by the
 * contact-duplicates worker as contacts arrive and change.
 */
export const contactDuplicatesRoutes: readonly RouteDefinition[] = [
  member('GET', '/api/contacts/duplicates', 'contact-duplicates/list-duplicates'),
];
