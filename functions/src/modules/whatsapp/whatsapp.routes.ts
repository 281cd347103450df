import {
  admin,
  lasting,
  member,
  type RouteDefinition,
  withSecrets,
} from '../../platform/http/route-table';

/**
 * WhatsApp Cloud API: credentials per organization (admins change them), sending (opens the
 * access token; a message on a contact's timeline rescores it), templates, and the one public
 * webhook for every organization: the handshake finds its organization by the verification
 * token's hash, a delivery by its phone number id, checked with that organization's app secret,
 * then queued (whatsapp-events).
 */
export const whatsappRoutes: readonly RouteDefinition[] = [
  member('GET', '/api/whatsapp/status', 'whatsapp/get-whatsapp-status'),
  admin('GET', '/api/settings/whatsapp', 'whatsapp/get-whatsapp-settings'),
  withSecrets(
    lasting(admin('PUT', '/api/settings/whatsapp', 'whatsapp/save-whatsapp-settings'), 20),
    'readwrite',
  ),
  withSecrets(member('POST', '/api/whatsapp/send', 'whatsapp/send-whatsapp-message'), 'read'),
  withSecrets(member('POST', '/api/whatsapp/test-message', 'whatsapp/send-test-message'), 'read'),
  member('GET', '/api/whatsapp/templates', 'whatsapp/list-whatsapp-templates'),
  // The contacts dialog shows the contact's 24-hour window as it opens.
  member('GET', '/api/whatsapp/window', 'whatsapp/get-whatsapp-window'),
  withSecrets(
    lasting(admin('POST', '/api/whatsapp/templates/sync', 'whatsapp/sync-whatsapp-templates'), 28),
    'read',
  ),
  {
    method: 'GET',
    path: '/api/webhooks/whatsapp',
    handler: 'modules/whatsapp/verify-whatsapp-webhook.handler',
    access: 'public',
    table: 'read',
  },
  {
    method: 'POST',
    path: '/api/webhooks/whatsapp',
    handler: 'modules/whatsapp/receive-whatsapp-webhook.handler',
    access: 'public',
    table: 'read',
    secrets: 'read',
    sends: ['whatsapp-events'],
  },
];
