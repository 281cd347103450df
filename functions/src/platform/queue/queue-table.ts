/**
 * An SQS queue with its dead-letter queue, declared by the module whose worker reads it
 * (`modules/<area>/<area>.queues.ts`); functions/src/queues.ts composes them for the CDK stack and
 * the local stack's poller.
 */
export interface QueueDefinition {
  name: string;
  /** Worker module below functions/src, exporting `handler` (an SQS batch handler). */
  worker: string;
  visibilityTimeoutSeconds: number;
  maxReceiveCount: number;
  batchSize: number;
  /** Queues its worker sends to: the CDK stack grants exactly these, like a route's `sends`. */
  sends?: readonly string[];
  /** Its worker sends email (SES): the CDK stack grants ses:SendEmail and the sender address. */
  emails?: boolean;
  /** Its worker reads the uploads bucket (import files, training files), or also deletes from it. */
  uploads?: 'read' | 'write' | 'readdelete';
  /** Its worker opens provider secrets (KMS Decrypt), like a route's `secrets`. */
  secrets?: 'read';
  /** Its worker calls Razorpay with SalesFlow's merchant keys, like a route's `payments`. */
  payments?: boolean;
  /** Packages shipped beside the worker's bundle, as a route's `nodeModules` (routes.ts). */
  nodeModules?: readonly string[];
}

/** EventBridge schedules: rate in minutes, and the worker module they start. */
export interface ScheduleDefinition {
  name: string;
  handler: string;
  rateMinutes: number;
  /** Queues it sends to: the CDK stack grants exactly these. */
  sends?: readonly string[];
  /** It sends email (SES): the CDK stack grants ses:SendEmail and the sender address. */
  emails?: boolean;
  /** It opens provider secrets (KMS Decrypt), like a route's `secrets`. */
  secrets?: 'read';
  /** Packages shipped beside its bundle, as a route's `nodeModules`. */
  nodeModules?: readonly string[];
}
