import type { ScheduledHandler } from 'aws-lambda';
import { logger } from '../../platform/logger';
import { queueDueReports } from './daily-reports.service';

/**
 * Every 15 minutes (EventBridge): queues the reports of the users whose 08:00 has just come. The
 * event's time is when the run was due, so a late start still reports on the right morning.
 */
export const handler: ScheduledHandler = async (event) => {
  const scheduled = new Date(event.time);
  const now = Number.isNaN(scheduled.getTime()) ? new Date() : scheduled;
  const queued = await queueDueReports(now);
  if (queued) logger.info('daily reports queued', { queued, at: now.toISOString() });
};
