import { admin, member, type RouteDefinition } from '../../platform/http/route-table';

/** Calling rules: hours, consent, calls per second, auto-calling. */
export const callingSettingsRoutes: readonly RouteDefinition[] = [
  member('GET', '/api/settings/calling', 'calling-settings/get-calling-settings'),
  admin('PUT', '/api/settings/calling', 'calling-settings/save-calling-settings'),
];
