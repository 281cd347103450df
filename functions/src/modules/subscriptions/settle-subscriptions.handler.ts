import type { ScheduledHandler } from 'aws-lambda';
import { logger } from '../../platform/logger';
import { settleDueSubscriptions } from './billing-lifecycle.service';

/** Hourly (EventBridge): suspends subscriptions unpaid for 7 days, closes cancelled ones. */
export const handler: ScheduledHandler = async (event) => {
  const scheduled = new Date(event.time);
  const settled = await settleDueSubscriptions(
    Number.isNaN(scheduled.getTime()) ? new Date() : scheduled,
  );
  if (settled) logger.info('subscriptions settled', { settled });
};
