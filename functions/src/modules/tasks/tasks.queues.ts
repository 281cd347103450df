import type { ScheduleDefinition } from '../../platform/queue/queue-table';
import { NOTIFICATIONS_QUEUE } from '../../platform/queue-names';

/** The EventBridge schedules that start this module's handlers. */
export const tasksSchedules: readonly ScheduleDefinition[] = [
  {
    // Reminds each task's assignee at its due time; notify() hands the email to notifications.
    name: 'task-reminders-due',
    handler: 'modules/tasks/start-task-reminders.handler',
    rateMinutes: 1,
    sends: [NOTIFICATIONS_QUEUE],
  },
];
