import type { ScheduledHandler } from 'aws-lambda';
import { logger } from '../../../platform/logger';
import { runScheduledAutoCalling } from './auto-calling.service';

/** Every 15 minutes (EventBridge): scheduled auto-calling queues the day's calls, within limits. */
export const handler: ScheduledHandler = async (event) => {
  const scheduled = new Date(event.time);
  const queued = await runScheduledAutoCalling(
    Number.isNaN(scheduled.getTime()) ? new Date() : scheduled,
  );
  if (queued) logger.info('scheduled auto-calling queued calls', { queued });
};
