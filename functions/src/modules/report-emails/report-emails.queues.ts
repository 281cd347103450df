import type { QueueDefinition, ScheduleDefinition } from '../../platform/queue/queue-table';
import { WEEKLY_REPORTS_QUEUE } from '../../platform/queue-names';

/** The queues whose workers are this module's (with their dead-letter queues). */
export const reportEmailsQueues: readonly QueueDefinition[] = [
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
];

/** The EventBridge schedules that start this module's handlers. */
export const reportEmailsSchedules: readonly ScheduleDefinition[] = [
  {
    // Finds the weekly report emails whose Monday 08:00 (organization's time zone) has come.
    name: 'weekly-reports-due',
    handler: 'modules/report-emails/start-weekly-reports.handler',
    rateMinutes: 15,
    sends: [WEEKLY_REPORTS_QUEUE],
  },
];
