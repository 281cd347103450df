import { admin, member, type RouteDefinition } from '../../platform/http/route-table';

/** Calling rules: hours, consent, calls per second, auto-calling; India's calling profile. */
export const callingSettingsRoutes: readonly RouteDefinition[] = [
  member('GET', '/api/settings/calling', 'calling-settings/get-calling-settings'),
  admin('PUT', '/api/settings/calling', 'calling-settings/save-calling-settings'),
  member('GET', '/api/settings/india-calling', 'calling-settings/get-india-calling'),
  admin('PUT', '/api/settings/india-calling', 'calling-settings/save-india-calling'),
];
