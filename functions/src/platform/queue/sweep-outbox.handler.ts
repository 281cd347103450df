import type { ScheduledHandler } from 'aws-lambda';
import { logger } from '../logger';
import { flushMetrics } from '../metrics';
import { sweepOutbox } from './outbox';

/** Every minute (EventBridge): sends what a change's own function could not (see outbox.ts). */
export const handler: ScheduledHandler = async () => {
  try {
    const { sent, failed, deadLettered } = await sweepOutbox();
    if (sent || failed || deadLettered) logger.info('outbox swept', { sent, failed, deadLettered });
    // Failing the invocation makes the failure visible (errors metric); entries wait for the next
    // run, and one that failed its last allowed send is a dead letter (logged as an error).
    if (failed || deadLettered) {
      throw new Error(
        `${failed} outbox entries could not be sent; ${deadLettered} moved to the dead letters`,
      );
    }
  } finally {
    flushMetrics();
  }
};
