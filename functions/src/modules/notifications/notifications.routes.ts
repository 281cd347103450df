import { type RouteDefinition, user } from '../../platform/http/route-table';

/** The bell: the user's own notices. */
export const notificationsRoutes: readonly RouteDefinition[] = [
  user('GET', '/api/notifications', 'notifications/list-notifications'),
  user('POST', '/api/notifications/{id}/read', 'notifications/mark-notification-read'),
  user('POST', '/api/notifications/read-all', 'notifications/mark-all-notifications-read'),
];
