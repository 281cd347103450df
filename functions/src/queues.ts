import { accountsQueues } from './modules/accounts/accounts.queues';
import { aiAgentQueues } from './modules/ai-agent/ai-agent.queues';
import { aiCallsQueues, aiCallsSchedules } from './modules/ai-calls/ai-calls.queues';
import { bulkActionsQueues } from './modules/bulk-actions/bulk-actions.queues';
import { contactDuplicatesQueues } from './modules/contact-duplicates/contact-duplicates.queues';
import { contactFollowersQueues } from './modules/contact-followers/contact-followers.queues';
import { contactMergesQueues } from './modules/contact-merges/contact-merges.queues';
import {
  dailyReportsQueues,
  dailyReportsSchedules,
} from './modules/daily-reports/daily-reports.queues';
import { emailsQueues } from './modules/emails/emails.queues';
import { heldLeadsQueues } from './modules/held-leads/held-leads.queues';
import { importsQueues } from './modules/imports/imports.queues';
import { leadAssignmentsQueues } from './modules/lead-assignments/lead-assignments.queues';
import { leadScoringQueues } from './modules/lead-scoring/lead-scoring.queues';
import { notificationsQueues } from './modules/notifications/notifications.queues';
import { organizationErasureQueues } from './modules/organization-erasure/organization-erasure.queues';
import {
  reportEmailsQueues,
  reportEmailsSchedules,
} from './modules/report-emails/report-emails.queues';
import { siteMessagesQueues } from './modules/site-messages/site-messages.queues';
import {
  subscriptionsQueues,
  subscriptionsSchedules,
} from './modules/subscriptions/subscriptions.queues';
import { tasksSchedules } from './modules/tasks/tasks.queues';
import { whatsappQueues } from './modules/whatsapp/whatsapp.queues';
import type { QueueDefinition, ScheduleDefinition } from './platform/queue/queue-table';

export type { QueueDefinition, ScheduleDefinition } from './platform/queue/queue-table';
export * from './platform/queue-names';

/**
 * The SQS queues (each with its dead-letter queue), composed from the modules whose workers read
 * them (`modules/<area>/<area>.queues.ts`), for the CDK stack and the local stack's poller.
 */
export const queues: readonly QueueDefinition[] = [
  ...contactFollowersQueues,
  ...contactDuplicatesQueues,
  ...contactMergesQueues,
  ...notificationsQueues,
  ...dailyReportsQueues,
  ...reportEmailsQueues,
  ...leadAssignmentsQueues,
  ...leadScoringQueues,
  ...bulkActionsQueues,
  ...importsQueues,
  ...aiAgentQueues,
  ...aiCallsQueues,
  ...whatsappQueues,
  ...subscriptionsQueues,
  ...heldLeadsQueues,
  ...siteMessagesQueues,
  ...emailsQueues,
  ...organizationErasureQueues,
  ...accountsQueues,
];

/** The EventBridge schedules: the platform's outbox sweeper, and the modules' own. */
export const schedules: readonly ScheduleDefinition[] = [
  {
    // Sends what a change's own function could not (platform/queue/outbox.ts), to any queue.
    name: 'outbox-sweeper',
    handler: 'platform/queue/sweep-outbox.handler',
    rateMinutes: 1,
    sends: queues.map((queue) => queue.name),
  },
  ...dailyReportsSchedules,
  ...reportEmailsSchedules,
  ...aiCallsSchedules,
  ...subscriptionsSchedules,
  ...tasksSchedules,
];
