import { admin, member, type RouteDefinition, withSecrets } from '../../platform/http/route-table';

/**
 * A lead webhook: one row per source, so only the email one bundles mailparser. Public: the
 * organization's key in `?key=` is the credential. A repeat lead merges into its contact, whose
 * new name or company reaches its deals from the table's stream.
 */
const leadWebhook = (path: string, handler: string): RouteDefinition => ({
  method: 'POST',
  path,
  handler,
  access: 'public',
  table: 'readwrite',
  sends: ['notifications'],
});

/** The lead webhooks and the integrations page: members read, admins change. */
export const leadWebhooksRoutes: readonly RouteDefinition[] = [
  leadWebhook(
    '/api/webhooks/leads/wordpress',
    'modules/lead-webhooks/capture-wordpress-lead.handler',
  ),
  leadWebhook(
    '/api/webhooks/leads/elementor',
    'modules/lead-webhooks/capture-elementor-lead.handler',
  ),
  leadWebhook('/api/webhooks/leads/zapier', 'modules/lead-webhooks/capture-zapier-lead.handler'),
  {
    ...leadWebhook('/api/webhooks/leads/email', 'modules/lead-webhooks/capture-email-lead.handler'),
    nodeModules: ['mailparser'],
  },
  leadWebhook('/api/webhooks/leads/generic', 'modules/lead-webhooks/capture-generic-lead.handler'),
  // The first look makes the organization's key (sealed), so this GET writes; the key is kept
  // sealed, so every route that shows the URLs opens it.
  withSecrets(
    {
      ...member('GET', '/api/integrations/webhook-urls', 'lead-webhooks/get-webhook-urls'),
      table: 'readwrite',
    },
    'readwrite',
  ),
  withSecrets(
    admin('POST', '/api/integrations/webhook-key/rotate', 'lead-webhooks/rotate-webhook-key'),
    'readwrite',
  ),
  withSecrets(
    admin('PUT', '/api/integrations/webhook-settings', 'lead-webhooks/update-webhook-settings'),
    'readwrite',
  ),
  member(
    'GET',
    '/api/integrations/webhooks/{source}/deliveries',
    'lead-webhooks/list-webhook-deliveries',
  ),
  member(
    'GET',
    '/api/integrations/webhooks/{source}/field-mapping',
    'lead-webhooks/get-field-mapping',
  ),
  admin(
    'PUT',
    '/api/integrations/webhooks/{source}/field-mapping',
    'lead-webhooks/save-field-mapping',
  ),
];
