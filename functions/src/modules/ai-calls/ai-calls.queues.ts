import type { QueueDefinition, ScheduleDefinition } from '../../platform/queue/queue-table';
import {
  AI_CALL_DIALER_QUEUE,
  AUTO_RUN_STEPS_QUEUE,
  CALL_OUTCOMES_QUEUE,
} from '../../platform/queue-names';

/** The queues whose workers are this module's (with their dead-letter queues). */
export const aiCallsQueues: readonly QueueDefinition[] = [
  {
    name: AI_CALL_DIALER_QUEUE,
    worker: 'modules/ai-calls/real-calls/dialer.worker',
    // A Twilio create answers in well under a second; a call held back is sent again, delayed.
    visibilityTimeoutSeconds: 60,
    maxReceiveCount: 5,
    batchSize: 5,
    secrets: 'read',
    // A call that cannot be placed goes on its contact's timeline, which rescores the lead; one of
    // an auto-calling run tells the run (auto-run-steps).
    sends: [AI_CALL_DIALER_QUEUE, CALL_OUTCOMES_QUEUE, AUTO_RUN_STEPS_QUEUE],
    // The twilio library (issue 11) weighs megabytes: shipped beside the bundle.
    nodeModules: ['twilio'],
  },
  {
    name: CALL_OUTCOMES_QUEUE,
    worker: 'modules/ai-calls/real-calls/call-outcome.worker',
    // The LLM's analysis answers in seconds; the rules' at once.
    visibilityTimeoutSeconds: 180,
    maxReceiveCount: 5,
    batchSize: 1,
    secrets: 'read',
    // A message of an older version that asks for a run's next lead is passed to auto-run-steps.
    sends: [AUTO_RUN_STEPS_QUEUE],
    // A call's recording is copied from Twilio into the uploads bucket.
    uploads: 'write',
  },
  {
    name: AUTO_RUN_STEPS_QUEUE,
    worker: 'modules/ai-calls/auto-calling/auto-run-step.worker',
    visibilityTimeoutSeconds: 60,
    maxReceiveCount: 5,
    batchSize: 1,
    secrets: 'read',
    // The run's next lead is queued for the dialer; a lead that cannot be called goes on its
    // contact's timeline.
    sends: [AI_CALL_DIALER_QUEUE],
  },
];

/** The EventBridge schedules that start this module's handlers. */
export const aiCallsSchedules: readonly ScheduleDefinition[] = [
  {
    // Real calls whose time has come (after hours, retries, callbacks) go to the dialer.
    name: 'due-calls',
    handler: 'modules/ai-calls/real-calls/dispatch-due-calls.handler',
    rateMinutes: 1,
    sends: [AI_CALL_DIALER_QUEUE],
  },
  {
    // Scheduled auto-calling: the day's calls of each organization that has it on, within limits.
    name: 'auto-calling',
    handler: 'modules/ai-calls/auto-calling/start-auto-calling.handler',
    rateMinutes: 15,
    sends: [AI_CALL_DIALER_QUEUE],
    secrets: 'read',
  },
  {
    // Calls with no final status past their longest end are settled with Twilio's word.
    name: 'settle-calls',
    handler: 'modules/ai-calls/real-calls/settle-stale-calls.handler',
    rateMinutes: 5,
    sends: [CALL_OUTCOMES_QUEUE, AUTO_RUN_STEPS_QUEUE],
    secrets: 'read',
    nodeModules: ['twilio'],
  },
];
