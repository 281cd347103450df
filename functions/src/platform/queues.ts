/**
 * SQS queues with their dead-letter queues, declared once for the CDK stack and the local
 * stack's poller. Later features add rows (AI call dialer, auto-calling, lead intake).
 */
export interface QueueDefinition {
  name: string;
  /** Worker module below functions/src, exporting `handler` (an SQS batch handler). */
  worker: string;
  visibilityTimeoutSeconds: number;
  maxReceiveCount: number;
  batchSize: number;
}

export const queues: readonly QueueDefinition[] = [
  {
    // A contact's new name or company, or its deletion, carried to its deals.
    name: 'contact-changes',
    worker: 'modules/deals/contact-changes.worker',
    visibilityTimeoutSeconds: 60,
    maxReceiveCount: 5,
    batchSize: 10,
  },
];

/** The environment variable that holds a queue's URL, in AWS and locally. */
export const queueEnvName = (name: string) => `QUEUE_URL_${name.toUpperCase().replace(/-/g, '_')}`;

/** EventBridge schedules: rate in minutes, and the worker module they start. */
export interface ScheduleDefinition {
  name: string;
  handler: string;
  rateMinutes: number;
}

export const schedules: readonly ScheduleDefinition[] = [];
