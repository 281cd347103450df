import type { ScheduledHandler } from 'aws-lambda';
import { logger } from '../../../platform/logger';
import { settleStaleCalls } from './call-schedules.service';

/** Every 5 minutes (EventBridge): calls past their longest end are settled with Twilio's word. */
export const handler: ScheduledHandler = async () => {
  const settled = await settleStaleCalls();
  if (settled) logger.info('stale calls settled', { settled });
};
