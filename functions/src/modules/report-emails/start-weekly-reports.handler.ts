import type { ScheduledHandler } from 'aws-lambda';
import { logger } from '../../platform/logger';
import { queueDueWeeklyReports } from './weekly-reports.service';

/**
 * Every 15 minutes (EventBridge): queues the weekly reports whose Monday 08:00 has come in their
 * organization's time zone. The event's time is when the run was due, so a late start still
 * reports as of that morning.
 */
export const handler: ScheduledHandler = async (event) => {
  const scheduled = new Date(event.time);
  const now = Number.isNaN(scheduled.getTime()) ? new Date() : scheduled;
  const queued = await queueDueWeeklyReports(now);
  if (queued) logger.info('weekly reports queued', { queued, at: now.toISOString() });
};
