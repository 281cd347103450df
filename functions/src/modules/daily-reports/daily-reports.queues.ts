import type { QueueDefinition, ScheduleDefinition } from '../../platform/queue/queue-table';
import { DAILY_REPORTS_QUEUE, NOTIFICATIONS_QUEUE } from '../../platform/queue-names';

/** The queues whose workers are this module's (with their dead-letter queues). */
export const dailyReportsQueues: readonly QueueDefinition[] = [
  {
    name: DAILY_REPORTS_QUEUE,
    worker: 'modules/daily-reports/daily-report.worker',
    visibilityTimeoutSeconds: 120,
    maxReceiveCount: 5,
    batchSize: 10,
    // The report is a notice, and notify() hands its email to the notifications queue.
    sends: [NOTIFICATIONS_QUEUE],
  },
];

/** The EventBridge schedules that start this module's handlers. */
export const dailyReportsSchedules: readonly ScheduleDefinition[] = [
  {
    // Finds the users whose 08:00 has just come and queues one daily report for each.
    name: 'daily-reports-due',
    handler: 'modules/daily-reports/start-daily-reports.handler',
    rateMinutes: 15,
    sends: [DAILY_REPORTS_QUEUE],
  },
];
