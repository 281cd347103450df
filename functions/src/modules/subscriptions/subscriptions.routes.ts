import {
  member,
  operator,
  owner,
  type RouteDefinition,
  sending,
} from '../../platform/http/route-table';

/** Plans: usage from the counters; paid through Razorpay Checkout; operators' plan changes. */
export const subscriptionsRoutes: readonly RouteDefinition[] = [
  member('GET', '/api/subscription/usage', 'subscriptions/get-subscription-usage'),
  member('GET', '/api/subscription/limits', 'subscriptions/get-subscription-limits'),
  {
    ...owner('POST', '/api/subscription/upgrade', 'subscriptions/upgrade-subscription'),
    whileReadOnly: true,
    payments: true,
    // A plan paid makes room: the held leads are released (held-leads).
    sends: ['held-leads'],
  },
  {
    ...owner('POST', '/api/subscription/checkout/verify', 'subscriptions/verify-checkout'),
    whileReadOnly: true,
    payments: true,
    // A second subscription paid at once is cancelled and refunded; the owner is told.
    sends: ['held-leads', 'notifications'],
  },
  {
    ...owner('POST', '/api/subscription/cancel', 'subscriptions/cancel-subscription'),
    whileReadOnly: true,
    payments: true,
  },
  {
    ...owner('POST', '/api/subscription/refund', 'subscriptions/refund-subscription'),
    whileReadOnly: true,
    payments: true,
    sends: ['account-figures'],
  },
  owner('GET', '/api/subscription/invoices', 'subscriptions/list-invoices'),
  owner('GET', '/api/subscription/invoices/{id}', 'subscriptions/download-invoice'),
  owner('GET', '/api/subscription/billing-details', 'subscriptions/get-billing-details'),
  {
    ...owner('PUT', '/api/subscription/billing-details', 'subscriptions/save-billing-details'),
    whileReadOnly: true,
  },
  // Razorpay's events: signed by the webhook secret, taken once, applied by billing-events.
  {
    method: 'POST',
    path: '/api/webhooks/razorpay',
    handler: 'modules/subscriptions/receive-razorpay-webhook.handler',
    access: 'public',
    table: 'readwrite',
    sends: ['billing-events'],
    payments: true,
  },
  // Platform operators: a plan set by hand, and the audit log of such changes.
  sending(
    operator('PUT', '/api/admin/organizations/{id}/plan', 'subscriptions/set-organization-plan'),
    'held-leads',
    'account-figures',
  ),
  operator('GET', '/api/admin/audit-log', 'subscriptions/list-audit-log'),
];
