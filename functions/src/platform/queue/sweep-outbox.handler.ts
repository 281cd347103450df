import type { ScheduledHandler } from 'aws-lambda';
import { logger } from '../logger';
import { sweepOutbox } from './outbox';

/** Every minute (EventBridge): sends what a change's own function could not (see outbox.ts). */
export const handler: ScheduledHandler = async () => {
  const { sent, failed } = await sweepOutbox();
  if (sent || failed) logger.info('outbox swept', { sent, failed });
  // Failing the invocation makes the failure visible (errors metric); entries wait for the next run.
  if (failed) throw new Error(`${failed} outbox entries could not be sent`);
};
