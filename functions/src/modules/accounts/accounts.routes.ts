import { lasting, operator, type RouteDefinition, sending } from '../../platform/http/route-table';

/** The operators' admin dashboard: figures from the platform's counters, accounts. */
export const accountsRoutes: readonly RouteDefinition[] = [
  operator('GET', '/api/admin/overview', 'accounts/get-admin-overview'),
  operator('GET', '/api/admin/accounts', 'accounts/list-admin-accounts'),
  lasting(operator('GET', '/api/admin/accounts/export', 'accounts/export-admin-accounts'), 28),
  sending(
    operator('PUT', '/api/admin/accounts/{id}/suspension', 'accounts/set-account-suspension'),
    'account-figures',
  ),
  operator('GET', '/api/admin/payments', 'accounts/get-admin-payments'),
  operator('GET', '/api/admin/analytics', 'accounts/get-admin-analytics'),
  // The outbox's dead letters (platform/queue/outbox.ts): listed, and sent again to their queue.
  operator('GET', '/api/admin/outbox/dead-letters', 'accounts/list-outbox-dead-letters'),
  sending(
    operator(
      'POST',
      '/api/admin/outbox/dead-letters/{id}/redrive',
      'accounts/redrive-outbox-dead-letter',
    ),
    // Any queue: a dead letter may be for any of them. Written out, not imported, so that the
    // route table every function carries stays small; routes.test.ts holds it to queues.ts.
    ...['contact-bulk', 'contact-changes', 'contact-duplicates', 'contact-merges'],
    ...['notifications'],
    ...['daily-reports'],
    ...['weekly-reports'],
    ...['member-departures', 'lead-scores', 'import-files', 'import-chunks', 'training-files'],
    ...['ai-call-dialer', 'call-outcomes', 'auto-run-steps', 'whatsapp-events', 'site-messages'],
    ...['held-leads'],
    ...['billing-events', 'email-events', 'organization-erasure', 'account-figures'],
  ),
];
