import { admin, lasting, type RouteDefinition, withSecrets } from '../../platform/http/route-table';

/**
 * The organization's provider keys: admins and the owner only. The GET answers masks kept beside
 * the sealed values, so it opens nothing.
 */
export const securitySettingsRoutes: readonly RouteDefinition[] = [
  admin('GET', '/api/settings/security', 'security-settings/get-security-settings'),
  withSecrets(
    admin('POST', '/api/settings/security', 'security-settings/save-security-settings'),
    'write',
  ),
  withSecrets(
    lasting(
      admin(
        'POST',
        '/api/settings/security/test-connection',
        'security-settings/test-twilio-connection',
      ),
      20,
    ),
    'read',
  ),
];
