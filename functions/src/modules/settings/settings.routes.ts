import { type RouteDefinition, sending, user } from '../../platform/http/route-table';

/** The user's own settings, whichever organization they are in. */
export const settingsRoutes: readonly RouteDefinition[] = [
  user('GET', '/api/settings/notifications', 'settings/get-notification-settings'),
  user('POST', '/api/settings/notifications', 'settings/save-notification-settings'),
  user('GET', '/api/settings/profile', 'settings/get-profile'),
  // The owner's name is how operators find the account (account-figures).
  sending(user('POST', '/api/settings/profile', 'settings/save-profile'), 'account-figures'),
];
