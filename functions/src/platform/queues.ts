import {
  ACCOUNT_FIGURES_QUEUE,
  AI_CALL_DIALER_QUEUE,
  AUTO_RUN_STEPS_QUEUE,
  BILLING_EVENTS_QUEUE,
  CALL_OUTCOMES_QUEUE,
  CONTACT_CHANGES_QUEUE,
  DAILY_REPORTS_QUEUE,
  EMAIL_EVENTS_QUEUE,
  HELD_LEADS_QUEUE,
  IMPORT_CHUNKS_QUEUE,
  IMPORT_FILES_QUEUE,
  LEAD_SCORES_QUEUE,
  MEMBER_DEPARTURES_QUEUE,
  NOTIFICATIONS_QUEUE,
  ORGANIZATION_ERASURE_QUEUE,
  SITE_MESSAGES_QUEUE,
  TRAINING_FILES_QUEUE,
  WEEKLY_REPORTS_QUEUE,
  WHATSAPP_EVENTS_QUEUE,
} from './queue-names';

export * from './queue-names';

/**
 * SQS queues with their dead-letter queues, declared once for the CDK stack and the local
 * stack's poller. Later features add rows (AI call dialer, auto-calling, lead intake).
 */
export interface QueueDefinition {
  name: string;
  /** Worker module below functions/src, exporting `handler` (an SQS batch handler). */
  worker: string;
  visibilityTimeoutSeconds: number;
  maxReceiveCount: number;
  batchSize: number;
  /** Queues its worker sends to: the CDK stack grants exactly these, like a route's `sends`. */
  sends?: readonly string[];
  /** Its worker sends email (SES): the CDK stack grants ses:SendEmail and the sender address. */
  emails?: boolean;
  /** Its worker reads the uploads bucket (import files, training files), or also deletes from it. */
  uploads?: 'read' | 'write' | 'readdelete';
  /** Its worker opens provider secrets (KMS Decrypt), like a route's `secrets`. */
  secrets?: 'read';
  /** Its worker calls Razorpay with SalesFlow's merchant keys, like a route's `payments`. */
  payments?: boolean;
  /** Packages shipped beside the worker's bundle, as a route's `nodeModules` (routes.ts). */
  nodeModules?: readonly string[];
}

export const queues: readonly QueueDefinition[] = [
  {
    name: CONTACT_CHANGES_QUEUE,
    worker: 'modules/deals/contact-changes.worker',
    visibilityTimeoutSeconds: 60,
    maxReceiveCount: 5,
    batchSize: 10,
  },
  {
    name: NOTIFICATIONS_QUEUE,
    worker: 'modules/notifications/notice-email.worker',
    visibilityTimeoutSeconds: 60,
    maxReceiveCount: 5,
    batchSize: 10,
    emails: true,
  },
  {
    name: DAILY_REPORTS_QUEUE,
    worker: 'modules/daily-reports/daily-report.worker',
    visibilityTimeoutSeconds: 120,
    maxReceiveCount: 5,
    batchSize: 10,
    // The report is a notice, and notify() hands its email to the notifications queue.
    sends: [NOTIFICATIONS_QUEUE],
  },
  {
    name: WEEKLY_REPORTS_QUEUE,
    worker: 'modules/report-emails/weekly-report.worker',
    // A report is a handful of Queries; a year's is still well under a minute.
    visibilityTimeoutSeconds: 120,
    maxReceiveCount: 5,
    batchSize: 5,
    // The report goes out as its own email (SES), not as a notice.
    emails: true,
  },
  {
    name: MEMBER_DEPARTURES_QUEUE,
    worker: 'modules/lead-assignments/member-departure.worker',
    visibilityTimeoutSeconds: 300,
    maxReceiveCount: 5,
    batchSize: 1,
    // Each lead's deals follow it (from the table's stream); a long list goes on in a message of
    // its own.
    sends: ['member-departures'],
  },
  {
    name: LEAD_SCORES_QUEUE,
    worker: 'modules/lead-scoring/lead-score.worker',
    visibilityTimeoutSeconds: 60,
    maxReceiveCount: 5,
    batchSize: 10,
  },
  {
    name: IMPORT_FILES_QUEUE,
    worker: 'modules/imports/import-file.worker',
    // 100,000 rows are read, checked and queued in well under a minute.
    visibilityTimeoutSeconds: 300,
    maxReceiveCount: 3,
    batchSize: 1,
    uploads: 'read',
    // A file of only bad rows completes here, and the completion tells round-robin's members.
    sends: [IMPORT_CHUNKS_QUEUE, NOTIFICATIONS_QUEUE],
  },
  {
    name: IMPORT_CHUNKS_QUEUE,
    worker: 'modules/imports/import-chunk.worker',
    // A function may run 30 s: four chunks of 500 rows side by side take a few seconds.
    visibilityTimeoutSeconds: 180,
    maxReceiveCount: 5,
    batchSize: 4,
    // An updated contact's deals follow its new name from the table's stream; the last chunk tells
    // the members round-robin handed leads to (their notice's email).
    sends: [NOTIFICATIONS_QUEUE],
  },
  {
    name: TRAINING_FILES_QUEUE,
    worker: 'modules/ai-agent/training-file.worker',
    // A 10 MB document is read in seconds; its parser loads on the first one.
    visibilityTimeoutSeconds: 180,
    maxReceiveCount: 3,
    batchSize: 1,
    uploads: 'read',
    // PDF.js and mammoth weigh megabytes: shipped beside the bundle, loaded when a file needs them.
    nodeModules: ['pdf-parse', 'mammoth'],
  },
  {
    name: AI_CALL_DIALER_QUEUE,
    worker: 'modules/ai-calls/dialer.worker',
    // A Twilio create answers in well under a second; a call held back is sent again, delayed.
    visibilityTimeoutSeconds: 60,
    maxReceiveCount: 5,
    batchSize: 5,
    secrets: 'read',
    // A call that cannot be placed goes on its contact's timeline, which rescores the lead; one of
    // an auto-calling run tells the run (auto-run-steps).
    sends: [AI_CALL_DIALER_QUEUE, CALL_OUTCOMES_QUEUE, AUTO_RUN_STEPS_QUEUE],
    // The twilio library (issue 11) weighs megabytes: shipped beside the bundle.
    nodeModules: ['twilio'],
  },
  {
    name: CALL_OUTCOMES_QUEUE,
    worker: 'modules/ai-calls/call-outcome.worker',
    // The LLM's analysis answers in seconds; the rules' at once.
    visibilityTimeoutSeconds: 180,
    maxReceiveCount: 5,
    batchSize: 1,
    secrets: 'read',
    // A message of an older version that asks for a run's next lead is passed to auto-run-steps.
    sends: [AUTO_RUN_STEPS_QUEUE],
    // A call's recording is copied from Twilio into the uploads bucket.
    uploads: 'write',
  },
  {
    name: AUTO_RUN_STEPS_QUEUE,
    worker: 'modules/ai-calls/auto-run-step.worker',
    visibilityTimeoutSeconds: 60,
    maxReceiveCount: 5,
    batchSize: 1,
    secrets: 'read',
    // The run's next lead is queued for the dialer; a lead that cannot be called goes on its
    // contact's timeline.
    sends: [AI_CALL_DIALER_QUEUE],
  },
  {
    name: WHATSAPP_EVENTS_QUEUE,
    worker: 'modules/whatsapp/whatsapp-events.worker',
    visibilityTimeoutSeconds: 60,
    maxReceiveCount: 5,
    batchSize: 10,
    // A message on a contact's timeline rescores the lead. A team member's message is a command
    // (modules/whatsapp-bot): contacts changed reach their deals from the table's stream, and the
    // answer goes back on WhatsApp with the organization's access token (secrets).
    secrets: 'read',
  },
  {
    name: BILLING_EVENTS_QUEUE,
    worker: 'modules/subscriptions/billing-events.worker',
    visibilityTimeoutSeconds: 30,
    maxReceiveCount: 8,
    batchSize: 1,
    // A plan paid makes room: the held leads are released. The platform's figures follow. A
    // second subscription paid at once is cancelled and refunded (Razorpay), the owner told.
    sends: [HELD_LEADS_QUEUE, ACCOUNT_FIGURES_QUEUE, NOTIFICATIONS_QUEUE],
    payments: true,
  },
  {
    name: HELD_LEADS_QUEUE,
    worker: 'modules/held-leads/held-leads.worker',
    // A few thousand leads at most: each is a contact's transaction.
    visibilityTimeoutSeconds: 300,
    maxReceiveCount: 5,
    batchSize: 1,
    // A lead merged into a contact: its deals follow from the table's stream, as a webhook's do.
  },
  {
    name: SITE_MESSAGES_QUEUE,
    worker: 'modules/site-messages/contact-messages.worker',
    visibilityTimeoutSeconds: 30,
    // SES refusing for a while: tried again for about an hour, then kept in the dead-letter queue
    // (the message itself is stored whatever happens).
    maxReceiveCount: 10,
    batchSize: 5,
    emails: true,
  },
  {
    name: EMAIL_EVENTS_QUEUE,
    worker: 'modules/emails/email-events.worker',
    visibilityTimeoutSeconds: 30,
    maxReceiveCount: 5,
    batchSize: 10,
  },
  {
    name: ORGANIZATION_ERASURE_QUEUE,
    worker: 'modules/organization-erasure/organization-erasure.worker',
    // A message works a minute, then sends the rest on as a new message (its partition, cursor).
    visibilityTimeoutSeconds: 180,
    maxReceiveCount: 10,
    batchSize: 1,
    sends: [ORGANIZATION_ERASURE_QUEUE],
    // Lists and deletes the organization's files.
    uploads: 'readdelete',
  },
  {
    name: ACCOUNT_FIGURES_QUEUE,
    worker: 'modules/accounts/account-figures.worker',
    visibilityTimeoutSeconds: 60,
    maxReceiveCount: 8,
    batchSize: 10,
  },
];

/** EventBridge schedules: rate in minutes, and the worker module they start. */
export interface ScheduleDefinition {
  name: string;
  handler: string;
  rateMinutes: number;
  /** Queues it sends to: the CDK stack grants exactly these. */
  sends?: readonly string[];
  /** It sends email (SES): the CDK stack grants ses:SendEmail and the sender address. */
  emails?: boolean;
  /** It opens provider secrets (KMS Decrypt), like a route's `secrets`. */
  secrets?: 'read';
  /** Packages shipped beside its bundle, as a route's `nodeModules`. */
  nodeModules?: readonly string[];
}

export const schedules: readonly ScheduleDefinition[] = [
  {
    // Sends what a change's own function could not (platform/queue/outbox.ts), to any queue.
    name: 'outbox-sweeper',
    handler: 'platform/queue/sweep-outbox.handler',
    rateMinutes: 1,
    sends: queues.map((queue) => queue.name),
  },
  {
    // Finds the users whose 08:00 has just come and queues one daily report for each.
    name: 'daily-reports-due',
    handler: 'modules/daily-reports/start-daily-reports.handler',
    rateMinutes: 15,
    sends: [DAILY_REPORTS_QUEUE],
  },
  {
    // Finds the weekly report emails whose Monday 08:00 (organization's time zone) has come.
    name: 'weekly-reports-due',
    handler: 'modules/report-emails/start-weekly-reports.handler',
    rateMinutes: 15,
    sends: [WEEKLY_REPORTS_QUEUE],
  },
  {
    // Real calls whose time has come (after hours, retries, callbacks) go to the dialer.
    name: 'due-calls',
    handler: 'modules/ai-calls/dispatch-due-calls.handler',
    rateMinutes: 1,
    sends: [AI_CALL_DIALER_QUEUE],
  },
  {
    // Scheduled auto-calling: the day's calls of each organization that has it on, within limits.
    name: 'auto-calling',
    handler: 'modules/ai-calls/start-auto-calling.handler',
    rateMinutes: 15,
    sends: [AI_CALL_DIALER_QUEUE],
    secrets: 'read',
  },
  {
    // Section 4 with time: unpaid for 7 days, suspended; cancelled and past the period, closed;
    // closed for 30 days, its data erased.
    name: 'settle-subscriptions',
    handler: 'modules/subscriptions/settle-subscriptions.handler',
    rateMinutes: 60,
    sends: [ORGANIZATION_ERASURE_QUEUE, ACCOUNT_FIGURES_QUEUE],
  },
  {
    // Calls with no final status past their longest end are settled with Twilio's word.
    name: 'settle-calls',
    handler: 'modules/ai-calls/settle-stale-calls.handler',
    rateMinutes: 5,
    sends: [CALL_OUTCOMES_QUEUE, AUTO_RUN_STEPS_QUEUE],
    secrets: 'read',
    nodeModules: ['twilio'],
  },
];
