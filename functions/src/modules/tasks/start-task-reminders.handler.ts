import type { ScheduledHandler } from 'aws-lambda';
import { logger } from '../../platform/logger';
import { sendDueReminders } from './task-reminders.service';

/**
 * Every minute (EventBridge): reminds the assignees of the tasks due by the event's time. A late
 * start still reminds everything due by then; a run repeated tells nobody twice.
 */
export const handler: ScheduledHandler = async (event) => {
  const scheduled = new Date(event.time);
  const due = Number.isNaN(scheduled.getTime()) ? new Date() : scheduled;
  // The run may start a little before the minute it is for: never remind early.
  const now = new Date(Math.max(due.getTime(), Date.now()));
  const sent = await sendDueReminders(now);
  if (sent) logger.info('task reminders sent', { sent, at: now.toISOString() });
};
