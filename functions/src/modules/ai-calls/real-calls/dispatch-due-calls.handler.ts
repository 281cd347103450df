import type { ScheduledHandler } from 'aws-lambda';
import { logger } from '../../../platform/logger';
import { dispatchDueCalls } from './call-schedules.service';

/** Every minute (EventBridge): real calls whose time has come go to the dialer. */
export const handler: ScheduledHandler = async (event) => {
  const scheduled = new Date(event.time);
  const sent = await dispatchDueCalls(Number.isNaN(scheduled.getTime()) ? new Date() : scheduled);
  if (sent) logger.info('due calls sent to the dialer', { sent });
};
