import type { QueueDefinition, ScheduleDefinition } from '../../platform/queue/queue-table';
import {
  ACCOUNT_FIGURES_QUEUE,
  BILLING_EVENTS_QUEUE,
  HELD_LEADS_QUEUE,
  NOTIFICATIONS_QUEUE,
  ORGANIZATION_ERASURE_QUEUE,
} from '../../platform/queue-names';

/** The queues whose workers are this module's (with their dead-letter queues). */
export const subscriptionsQueues: readonly QueueDefinition[] = [
  {
    name: BILLING_EVENTS_QUEUE,
    worker: 'modules/subscriptions/billing-events.worker',
    visibilityTimeoutSeconds: 30,
    maxReceiveCount: 8,
    batchSize: 1,
    // A plan paid makes room: the held leads are released. The platform's figures follow. A
    // second subscription paid at once is cancelled and refunded (Razorpay), the owner told.
    sends: [HELD_LEADS_QUEUE, ACCOUNT_FIGURES_QUEUE, NOTIFICATIONS_QUEUE],
    payments: true,
  },
];

/** The EventBridge schedules that start this module's handlers. */
export const subscriptionsSchedules: readonly ScheduleDefinition[] = [
  {
    // Section 4 with time: unpaid for 7 days, suspended; cancelled and past the period, closed;
    // closed for 30 days, its data erased.
    name: 'settle-subscriptions',
    handler: 'modules/subscriptions/settle-subscriptions.handler',
    rateMinutes: 60,
    sends: [ORGANIZATION_ERASURE_QUEUE, ACCOUNT_FIGURES_QUEUE],
  },
];
