import { lasting, member, type RouteDefinition, sending } from '../../platform/http/route-table';

/**
 * Work on many contacts at once (the list's selection bar). Its own module: it uses contacts,
 * lead assignments and more, which do not use each other that way.
 */
export const bulkActionsRoutes: readonly RouteDefinition[] = [
  // Assigning tells each assignee (the bell, and email by their settings); 200 contacts take time.
  sending(
    lasting(member('POST', '/api/contacts/bulk', 'bulk-actions/run-contact-bulk'), 28),
    'notifications',
  ),
];
