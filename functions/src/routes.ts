import type { TeamRole } from '@salesflow/shared/auth/roles';
import {
  WEBHOOK_SOURCES,
  type WebhookSource,
  webhookPath,
} from '@salesflow/shared/lead-capture/lead-sources';
import type { SecretsAccess, TableAccess, UploadsAccess } from './platform/route-grants';

/**
 * The one route table. The CDK stack makes one Lambda per row; the local gateway serves the same
 * rows with the same handler modules. `handler` is a path below functions/src without extension;
 * the module exports `handler`.
 */
export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/**
 * Who may call, the one place it is written: anyone (`public`); any signed-in user, for what is
 * theirs alone (`user`); a member of the current organization with at least this team role
 * (`member`, `manager`, `admin`, `owner`); or a platform operator named by configuration
 * (`operator`). `route()` reads it from this table at run time; handlers never repeat it.
 */
export type Access = 'public' | 'user' | TeamRole | 'operator';

/** What the function may do with the table: the CDK stack grants exactly this. */
export type { TableAccess };

export interface RouteDefinition {
  method: HttpMethod;
  /** API Gateway route path, with `{param}` placeholders. */
  path: string;
  handler: string;
  access: Access;
  table: TableAccess;
  /** Needs to reach the sign-in provider (login, callback). */
  oidc?: boolean;
  /** Queues (names from platform/queues.ts) it publishes to: the CDK stack grants exactly these. */
  sends?: readonly string[];
  /** It sends email through SES: the CDK stack grants ses:SendEmail and the sender address. */
  emails?: boolean;
  /**
   * It may change things while the organization is read-only (trial ended, suspended, closed):
   * paying for a plan, which lifts that.
   */
  whileReadOnly?: boolean;
  /** It talks to Razorpay with SalesFlow's merchant keys: the CDK stack gives it them. */
  payments?: boolean;
  /** It reads and creates SES email identities (sending addresses): the CDK stack grants it. */
  emailIdentities?: boolean;
  /** Seconds the function may run, when the default (10 s, 15 s for sign-in) is too short. */
  timeoutSeconds?: number;
  /**
   * Packages shipped beside the bundle rather than in it, which the handler imports only when it
   * needs them (the email webhook's mailparser: about 1.2 MB minified, for raw MIME only).
   */
  nodeModules?: readonly string[];
  /** The uploads bucket (import files): the CDK stack grants exactly this. */
  uploads?: UploadsAccess;
  /**
   * Provider secrets (platform/secrets): `write` seals new ones (kms:GenerateDataKey), `read`
   * opens them (kms:Decrypt). The CDK stack grants exactly this on the secrets key.
   */
  secrets?: SecretsAccess;
  /**
   * It posts to the relay WebSocket's connections (the AMD webhook leaves a voicemail message on
   * the open session): the CDK stack grants execute-api:ManageConnections on the relay's stage.
   */
  postsToConnections?: boolean;
}

/**
 * Rows for routes that need a session, by who may call them; `module` is below modules/, without
 * `.handler`. A GET only reads (and refreshes its session, which read access allows); other
 * methods read and write.
 */
const row =
  (access: Exclude<Access, 'public'>) =>
  (method: HttpMethod, path: string, module: string): RouteDefinition => ({
    method,
    path,
    handler: `modules/${module}.handler`,
    access,
    table: method === 'GET' ? 'read' : 'readwrite',
  });

/** The signed-in user's own things (profile, onboarding), whatever their role. */
const user = row('user');
/** The organization's records: any member (record visibility narrows what a member sees). */
const member = row('member');

/** Sign-in routes: public, and they talk to the OpenID Connect provider. */
const signIn = (path: string, module: string): RouteDefinition => ({
  method: 'GET',
  path,
  handler: `modules/${module}.handler`,
  access: 'public',
  table: 'readwrite',
  oidc: true,
});

/** The route also publishes to these queues. */
const sending = (route: RouteDefinition, ...queueNames: string[]): RouteDefinition => ({
  ...route,
  sends: queueNames,
});

/** The route also uses the uploads bucket. */
const uploading = (route: RouteDefinition, uploads: UploadsAccess): RouteDefinition => ({
  ...route,
  uploads,
});

/** The route also seals or opens provider secrets. */
const withSecrets = (route: RouteDefinition, secrets: SecretsAccess): RouteDefinition => ({
  ...route,
  secrets,
});

/** The route also sends email (SES). */
const emailing = (route: RouteDefinition): RouteDefinition => ({ ...route, emails: true });

/** The route also reads and creates SES email identities (sending addresses). */
const identities = (route: RouteDefinition): RouteDefinition => ({
  ...route,
  emailIdentities: true,
});

/** A route that may run longer than the default; API Gateway answers 503 at 30 s anyway. */
const lasting = (route: RouteDefinition, timeoutSeconds: number): RouteDefinition => ({
  ...route,
  timeoutSeconds,
});

/**
 * Teams (modules/teams): organizations, members and invitations. The minimum roles are the role
 * matrix's (shared/src/teams/role-matrix.ts; a unit test holds them together).
 */
const admin = row('admin');
const manager = row('manager');
const teamRoutes: readonly RouteDefinition[] = [
  user('GET', '/api/organizations', 'teams/list-organizations'),
  user('POST', '/api/organizations/switch', 'teams/switch-organization'),
  // A member who goes leaves their leads to the team (member-departures).
  sending(
    member('POST', '/api/organizations/leave', 'teams/leave-organization'),
    'member-departures',
  ),
  member('GET', '/api/team/members', 'teams/list-members'),
  admin('PUT', '/api/team/members/{id}', 'teams/change-member-role'),
  sending(admin('DELETE', '/api/team/members/{id}', 'teams/remove-member'), 'member-departures'),
  admin('GET', '/api/team/invitations', 'teams/list-invitations'),
  emailing(admin('POST', '/api/team/invite', 'teams/invite-member')),
  emailing(admin('POST', '/api/team/invitations/{id}/resend', 'teams/resend-invitation')),
  admin('DELETE', '/api/team/invitations/{id}', 'teams/revoke-invitation'),
  member('GET', '/api/team/settings', 'teams/get-team-settings'),
  admin('PUT', '/api/team/settings', 'teams/update-team-settings'),
  // Lead assignments (modules/lead-assignments): a member sees and completes their own.
  member('GET', '/api/team/assignments', 'lead-assignments/list-assignments'),
  // A lead handed over takes its deals along (from the table's stream); its assignee is told
  // (notifications).
  sending(
    manager('POST', '/api/team/assign-lead', 'lead-assignments/assign-lead'),
    'notifications',
  ),
  sending(
    lasting(manager('POST', '/api/team/assign-leads', 'lead-assignments/assign-leads'), 28),
    'notifications',
  ),
  sending(
    manager('PUT', '/api/team/assignments/{id}', 'lead-assignments/update-assignment'),
    'notifications',
  ),
  member('POST', '/api/team/assignments/{id}/complete', 'lead-assignments/complete-assignment'),
  // The invite page reads its invitation before anyone signs in: the link's token is the key.
  {
    method: 'GET',
    path: '/api/invitations/{token}',
    handler: 'modules/teams/get-invitation.handler',
    access: 'public',
    table: 'read',
  },
  // Joining removes the invitee's unused sign-up organization (its erasure takes what it held),
  // and its place in the figures.
  sending(
    user('POST', '/api/invitations/{token}/accept', 'auth/accept-invitation'),
    'account-figures',
    'organization-erasure',
  ),
  // The contact page's message (modules/site-messages): public; stored, then emailed to the
  // sales inbox by the site-messages queue.
  {
    method: 'POST',
    path: '/api/contact-messages',
    handler: 'modules/site-messages/send-contact-message.handler',
    access: 'public',
    table: 'readwrite',
    sends: ['site-messages'],
  },
];

/**
 * Lead webhooks (modules/lead-webhooks): one row per source, so only the email one bundles
 * mailparser. Public: the organization's key in `?key=` is the credential. A repeat lead merges
 * into its contact, whose new name or company reaches its deals from the table's stream.
 */
const leadWebhook = (source: WebhookSource): RouteDefinition => ({
  method: 'POST',
  path: webhookPath(source),
  handler: `modules/lead-webhooks/capture-${source}-lead.handler`,
  access: 'public',
  table: 'readwrite',
  sends: ['notifications'],
  ...(source === 'email' ? { nodeModules: ['mailparser'] } : {}),
});

/** The integrations page: members read, admins change (the role matrix's `settings`). */
const integrationRoutes: readonly RouteDefinition[] = [
  ...WEBHOOK_SOURCES.map(leadWebhook),
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

/**
 * Twilio's webhooks for one real call (modules/ai-calls): public, each checked against the
 * organization's auth token (X-Twilio-Signature), which it opens. A call's end goes to the
 * call-outcomes worker (and a run's next lead to auto-run-steps); a call that never connects goes
 * on its contact's timeline.
 */
const twilioWebhook = (hook: string): RouteDefinition => ({
  method: 'POST',
  path: `/api/webhooks/twilio/{orgId}/calls/{callId}/${hook}`,
  handler: `modules/ai-calls/twilio-${hook}.handler`,
  access: 'public',
  table: 'readwrite',
  secrets: 'read',
  sends: ['call-outcomes', 'auto-run-steps'],
});

/**
 * WhatsApp Cloud API (modules/whatsapp): credentials per organization (admins change them),
 * sending (opens the access token; a message on a contact's timeline rescores it), templates,
 * and the one public webhook for every organization: the handshake finds its organization by the
 * verification token's hash, a delivery by its phone number id, checked with that organization's
 * app secret, then queued (whatsapp-events).
 */
const whatsappRoutes: readonly RouteDefinition[] = [
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

export const routes: readonly RouteDefinition[] = [
  signIn('/api/login', 'auth/login'),
  // A first sign-in makes an account, which the platform's figures count.
  { ...signIn('/api/callback', 'auth/callback'), sends: ['account-figures'] },
  signIn('/api/logout', 'auth/logout'),
  user('GET', '/api/auth/user', 'auth/get-current-user'),
  user('GET', '/api/user/onboarding-state', 'onboarding/get-onboarding-state'),
  user('PUT', '/api/user/onboarding-state', 'onboarding/update-onboarding-state'),

  member('GET', '/api/contacts', 'contacts/list-contacts'),
  member('POST', '/api/contacts', 'contacts/create-contact'),
  // 1,000 rows, each its own transaction, 8 at a time: a few seconds, well inside 28. Members
  // round-robin handed leads to are told (their notice's email).
  lasting(
    sending(member('POST', '/api/contacts/import', 'imports/import-contacts'), 'notifications'),
    28,
  ),
  member('GET', '/api/contacts/{id}', 'contacts/get-contact'),
  // A contact's new name, or its deletion, reaches its deals from the table's stream
  // (contact-changes, sent by the counters projector).
  member('PUT', '/api/contacts/{id}', 'contacts/update-contact'),
  member('DELETE', '/api/contacts/{id}', 'contacts/delete-contact'),
  member('GET', '/api/contacts/{id}/activities', 'contacts/list-contact-activities'),
  // A note or call is lead score evidence: the stream has the contact scored again.
  member('POST', '/api/contacts/{id}/activities', 'contacts/create-contact-activity'),
  member('GET', '/api/contacts/{id}/deals', 'deals/list-contact-deals'),
  // Leads that arrived with no room on the plan (modules/held-leads), and making them contacts.
  member('GET', '/api/held-leads', 'held-leads/list-held-leads'),
  lasting(admin('POST', '/api/held-leads/release', 'held-leads/release-held-leads'), 28),
  // Compose Email (modules/emails): through SES, on the contact's timeline, which rescores it.
  emailing(member('POST', '/api/emails/send', 'emails/send-contact-email')),
  // Plans (modules/subscriptions): usage from the counters; paid through Razorpay Checkout.
  member('GET', '/api/subscription/usage', 'subscriptions/get-subscription-usage'),
  member('GET', '/api/subscription/limits', 'subscriptions/get-subscription-limits'),
  {
    ...row('owner')('POST', '/api/subscription/upgrade', 'subscriptions/upgrade-subscription'),
    whileReadOnly: true,
    payments: true,
    // A plan paid makes room: the held leads are released (held-leads).
    sends: ['held-leads'],
  },
  {
    ...row('owner')('POST', '/api/subscription/checkout/verify', 'subscriptions/verify-checkout'),
    whileReadOnly: true,
    payments: true,
    // A second subscription paid at once is cancelled and refunded; the owner is told.
    sends: ['held-leads', 'notifications'],
  },
  {
    ...row('owner')('POST', '/api/subscription/cancel', 'subscriptions/cancel-subscription'),
    whileReadOnly: true,
    payments: true,
  },
  {
    ...row('owner')('POST', '/api/subscription/refund', 'subscriptions/refund-subscription'),
    whileReadOnly: true,
    payments: true,
    sends: ['account-figures'],
  },
  row('owner')('GET', '/api/subscription/invoices', 'subscriptions/list-invoices'),
  row('owner')('GET', '/api/subscription/invoices/{id}', 'subscriptions/download-invoice'),
  row('owner')('GET', '/api/subscription/billing-details', 'subscriptions/get-billing-details'),
  {
    ...row('owner')(
      'PUT',
      '/api/subscription/billing-details',
      'subscriptions/save-billing-details',
    ),
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
    row('operator')(
      'PUT',
      '/api/admin/organizations/{id}/plan',
      'subscriptions/set-organization-plan',
    ),
    'held-leads',
    'account-figures',
  ),
  row('operator')('GET', '/api/admin/audit-log', 'subscriptions/list-audit-log'),
  // The admin dashboard (modules/accounts): figures from the platform's counters, accounts.
  row('operator')('GET', '/api/admin/overview', 'accounts/get-admin-overview'),
  row('operator')('GET', '/api/admin/accounts', 'accounts/list-admin-accounts'),
  lasting(
    row('operator')('GET', '/api/admin/accounts/export', 'accounts/export-admin-accounts'),
    28,
  ),
  sending(
    row('operator')(
      'PUT',
      '/api/admin/accounts/{id}/suspension',
      'accounts/set-account-suspension',
    ),
    'account-figures',
  ),
  row('operator')('GET', '/api/admin/payments', 'accounts/get-admin-payments'),
  row('operator')('GET', '/api/admin/analytics', 'accounts/get-admin-analytics'),
  // The outbox's dead letters (platform/queue/outbox.ts): listed, and sent again to their queue.
  row('operator')('GET', '/api/admin/outbox/dead-letters', 'accounts/list-outbox-dead-letters'),
  sending(
    row('operator')(
      'POST',
      '/api/admin/outbox/dead-letters/{id}/redrive',
      'accounts/redrive-outbox-dead-letter',
    ),
    // Any queue: a dead letter may be for any of them. Written out, not imported, so that the
    // route table every function carries stays small; routes.test.ts holds it to queues.ts.
    ...['contact-changes', 'notifications', 'daily-reports', 'weekly-reports'],
    ...['member-departures', 'lead-scores', 'import-files', 'import-chunks', 'training-files'],
    ...['ai-call-dialer', 'call-outcomes', 'auto-run-steps', 'whatsapp-events', 'site-messages'],
    ...['held-leads'],
    ...['billing-events', 'email-events', 'organization-erasure', 'account-figures'],
  ),
  // The organization's own sending address: a code emailed to it, then SES's verification. The
  // GET asks SES while the address waits for it, and records the answer.
  {
    ...identities(member('GET', '/api/settings/email-sender', 'emails/get-email-sender')),
    table: 'readwrite',
  },
  emailing(admin('PUT', '/api/settings/email-sender', 'emails/request-email-sender')),
  identities(admin('POST', '/api/settings/email-sender/confirm', 'emails/confirm-email-sender')),
  admin('DELETE', '/api/settings/email-sender', 'emails/remove-email-sender'),

  // Import jobs (modules/imports): a file uploaded straight to the uploads bucket, then read by
  // the import-files and import-chunks workers. The job is the organization's and its user's.
  uploading(member('POST', '/api/imports', 'imports/create-import-job'), 'write'),
  member('GET', '/api/imports/latest', 'imports/get-latest-import-job'),
  uploading(member('GET', '/api/imports/{id}/preview', 'imports/get-import-preview'), 'read'),
  uploading(
    sending(member('POST', '/api/imports/{id}/start', 'imports/start-import-job'), 'import-files'),
    'read',
  ),
  member('GET', '/api/imports/{id}', 'imports/get-import-job'),
  // A large errors file is put beside the import and linked to.
  uploading(member('GET', '/api/imports/{id}/errors', 'imports/get-import-errors'), 'readwrite'),

  member('GET', '/api/deals', 'deals/list-deals'),
  member('GET', '/api/deals/summary', 'stats/get-deal-summary'),
  // A deal's stage is lead score evidence for its contact: the stream has it scored again.
  member('POST', '/api/deals', 'deals/create-deal'),
  member('PUT', '/api/deals/{id}', 'deals/update-deal'),
  member('DELETE', '/api/deals/{id}', 'deals/delete-deal'),

  member('GET', '/api/dashboard/metrics', 'stats/get-dashboard-metrics'),
  member('GET', '/api/ai-insights', 'stats/get-ai-insights'),
  member('GET', '/api/analytics/summary', 'stats/get-analytics-summary'),
  member('GET', '/api/reports', 'reports/get-report'),
  // The caller's own weekly email of a report (modules/report-emails), in this organization.
  member('GET', '/api/reports/weekly-email', 'report-emails/get-weekly-report-email'),
  member('PUT', '/api/reports/weekly-email', 'report-emails/save-weekly-report-email'),

  // AI calls (modules/ai-calls). A call's end is on its contact's timeline, which rescores the
  // lead (from the table's stream), and is told to the lead's holder when that is someone else (notifications).
  member('GET', '/api/ai-calls', 'ai-calls/list-ai-calls'),
  sending(member('POST', '/api/ai-calls', 'ai-calls/create-ai-call'), 'notifications'),
  member('GET', '/api/ai-calls/{id}', 'ai-calls/get-ai-call'),
  sending(member('PUT', '/api/ai-calls/{id}', 'ai-calls/update-ai-call'), 'notifications'),
  member('GET', '/api/ai-calling/queue', 'ai-calls/get-call-queue'),
  member('GET', '/api/ai-calling/usage', 'ai-calls/get-call-usage'),
  // A short-lived link to a real call's recording, kept in the uploads bucket.
  uploading(member('GET', '/api/ai-calls/{id}/recording', 'ai-calls/get-call-recording'), 'read'),
  // End Call on a real call: Twilio hangs up (the library ships beside the bundle); a call not
  // placed yet is cancelled, on its contact's timeline.
  {
    ...sending(
      withSecrets(member('POST', '/api/ai-calls/{id}/hang-up', 'ai-calls/hang-up-call'), 'read'),
      'call-outcomes',
      'auto-run-steps',
    ),
    nodeModules: ['twilio'],
  },
  // Start Auto-Calling with real calls: a run calls the queue one lead after another (each end
  // calls the next through the auto-run-steps worker) until stopped.
  member('GET', '/api/ai-calling/auto-run', 'ai-calls/get-auto-run'),
  sending(
    withSecrets(member('POST', '/api/ai-calling/auto-run', 'ai-calls/start-auto-run'), 'read'),
    'ai-call-dialer',
  ),
  member('POST', '/api/ai-calling/auto-run/stop', 'ai-calls/stop-auto-run'),
  // What a real call to a number would cost, from Twilio's Pricing API (the library's client).
  {
    ...withSecrets(member('GET', '/api/ai-calling/call-cost', 'ai-calls/get-call-cost'), 'read'),
    nodeModules: ['twilio'],
  },
  // Real calls need the organization's Twilio credentials, opened only to check they are there;
  // a call for now goes to the dialer (ai-call-dialer).
  sending(
    withSecrets(
      member('POST', '/api/ai-calling/start-real-call', 'ai-calls/start-real-call'),
      'read',
    ),
    'ai-call-dialer',
  ),
  sending(
    withSecrets(member('POST', '/api/ai-calling/initiate', 'ai-calls/initiate-call'), 'read'),
    'ai-call-dialer',
  ),
  // Calling rules (modules/calling-settings): hours, consent, calls per second, auto-calling.
  member('GET', '/api/settings/calling', 'calling-settings/get-calling-settings'),
  admin('PUT', '/api/settings/calling', 'calling-settings/save-calling-settings'),

  ...teamRoutes,
  ...integrationRoutes,
  ...whatsappRoutes,
  ...['voice', 'status', 'recording', 'relay-end'].map(twilioWebhook),
  // An answering machine gets the voicemail message on the call's open relay session.
  { ...twilioWebhook('amd'), postsToConnections: true },

  // The organization's AI agent (modules/ai-agent): every member reads it (the calling screen
  // shows its name), admins change it (the role matrix's `settings`). Training files go straight
  // to the uploads bucket; a document's text is read by the training-files worker.
  member('GET', '/api/settings/ai-agent', 'ai-agent/get-ai-agent-settings'),
  admin('POST', '/api/settings/ai-agent', 'ai-agent/save-ai-agent-settings'),
  member('GET', '/api/settings/ai-agent/training-files', 'ai-agent/list-training-files'),
  uploading(
    admin('POST', '/api/settings/ai-agent/training-files', 'ai-agent/create-training-file'),
    'write',
  ),
  // A file that is not what its name says is removed at once (readdelete).
  uploading(
    sending(
      admin(
        'POST',
        '/api/settings/ai-agent/training-files/{id}/complete',
        'ai-agent/complete-training-file',
      ),
      'training-files',
    ),
    'readdelete',
  ),
  uploading(
    admin('DELETE', '/api/settings/ai-agent/training-files/{id}', 'ai-agent/delete-training-file'),
    'delete',
  ),

  // The user's own settings and notices, whichever organization they are in.
  user('GET', '/api/settings/notifications', 'settings/get-notification-settings'),
  user('POST', '/api/settings/notifications', 'settings/save-notification-settings'),
  user('GET', '/api/settings/profile', 'settings/get-profile'),
  // The owner's name is how operators find the account (account-figures).
  sending(user('POST', '/api/settings/profile', 'settings/save-profile'), 'account-figures'),
  // The organization's provider keys (modules/security-settings): admins and the owner only. The
  // GET answers masks kept beside the sealed values, so it opens nothing.
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
  user('GET', '/api/notifications', 'notifications/list-notifications'),
  user('POST', '/api/notifications/{id}/read', 'notifications/mark-notification-read'),
  user('POST', '/api/notifications/read-all', 'notifications/mark-all-notifications-read'),
];

/**
 * Served by the local stack only, for automated tests. Never deployed: the CDK stack reads
 * `routes` above, and a template test proves no `/api/dev/` path reaches AWS.
 */
export const localOnlyRoutes: readonly RouteDefinition[] = [
  {
    method: 'POST',
    path: '/api/dev/login',
    handler: 'modules/auth/dev-login.handler',
    access: 'public',
    table: 'readwrite',
    sends: ['account-figures'],
  },
];

/** The WebSocket API's routes: `$connect` and `$disconnect` as API Gateway names them, `$default` for every frame. */
export type SocketRouteKey = '$connect' | '$disconnect' | '$default';

/**
 * A row of a WebSocket API (API Gateway WebSocket API in AWS, the local gateway's `/<api>` path
 * locally): one Lambda per row, granted exactly what the row says, like `routes`.
 */
export interface SocketRouteDefinition {
  /** The WebSocket API (and its stage and local path): `relay`, Twilio's ConversationRelay. */
  api: 'relay';
  routeKey: SocketRouteKey;
  handler: string;
  table: TableAccess;
  secrets?: SecretsAccess;
  /** Queues (names from platform/queues.ts) it publishes to. */
  sends?: readonly string[];
  /** It posts frames to (or closes) connections: execute-api:ManageConnections on the stage. */
  postsToConnections?: boolean;
  /** Seconds the function may run; 10 by default. */
  timeoutSeconds?: number;
}

/**
 * The WebSocket routes. The relay is the WebSocket Twilio's ConversationRelay opens for a real
 * AI call: `$connect` checks the Twilio signature with the organization's auth token (secrets),
 * `$default` answers each frame, streaming the reply back through the connections API.
 */
export const socketRoutes: readonly SocketRouteDefinition[] = [
  {
    api: 'relay',
    routeKey: '$connect',
    handler: 'modules/call-relay/relay-connect.handler',
    table: 'readwrite',
    secrets: 'read',
  },
  {
    api: 'relay',
    routeKey: '$disconnect',
    handler: 'modules/call-relay/relay-disconnect.handler',
    table: 'readwrite',
  },
  {
    api: 'relay',
    routeKey: '$default',
    handler: 'modules/call-relay/relay-message.handler',
    table: 'readwrite',
    // The agent answers with the organization's LLM key.
    secrets: 'read',
    postsToConnections: true,
    // A prompt's reply streams from the LLM token by token.
    timeoutSeconds: 60,
  },
];

/** Stable function name part for a route, e.g. `contacts-update-contact`. */
export const routeId = (route: Pick<RouteDefinition, 'handler'>): string =>
  route.handler
    .replace(/^modules\//, '')
    .replace(/\.handler$/, '')
    .replace(/[/.]/g, '-');

const byKey = new Map(
  [...routes, ...localOnlyRoutes].map((route) => [`${route.method} ${route.path}`, route]),
);

/** The row an API Gateway event is for, by its `routeKey` ("GET /api/contacts/{id}"). */
export const findRoute = (routeKey: string | undefined): RouteDefinition | undefined =>
  routeKey ? byKey.get(routeKey) : undefined;
