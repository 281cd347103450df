import type { ProjectorDefinition } from '@salesflow/functions/platform/projectors';
import type { QueueDefinition, ScheduleDefinition } from '@salesflow/functions/queues';
import { Duration, NestedStack } from 'aws-cdk-lib';
import type { ITable } from 'aws-cdk-lib/aws-dynamodb';
import { Rule, Schedule } from 'aws-cdk-lib/aws-events';
import { LambdaFunction } from 'aws-cdk-lib/aws-events-targets';
import { SqsEventSource } from 'aws-cdk-lib/aws-lambda-event-sources';
import type { NodejsFunction } from 'aws-cdk-lib/aws-lambda-nodejs';
import { Queue } from 'aws-cdk-lib/aws-sqs';
import { Construct } from 'constructs';
import { ApiFunction, bindTable } from './api-function.ts';
import { type DeployedProjector, StreamProjectors } from './stream-projectors.ts';

export interface BackgroundWorkProps {
  queues: readonly QueueDefinition[];
  schedules: readonly ScheduleDefinition[];
  /** The table stream's projectors (platform/projectors.ts); none when absent. */
  projectors?: readonly ProjectorDefinition[];
  table: ITable;
  sourceDir?: string;
}

export interface DeployedQueue {
  definition: QueueDefinition;
  queue: Queue;
  deadLetterQueue: Queue;
  /** The function its event source feeds. */
  worker: NodejsFunction;
}

const SCHEDULE_TIMEOUT = Duration.seconds(60);

/**
 * SQS queues, each with a dead-letter queue and a worker reporting partial batch failures, and
 * the EventBridge schedules, and the table stream's projectors. Built from
 * functions/src/queues.ts and platform/projectors.ts like the local pollers.
 */
export class BackgroundWork extends Construct {
  readonly queues: DeployedQueue[] = [];
  readonly functions: NodejsFunction[] = [];
  /** Each schedule with its function. */
  readonly scheduleFunctions: { schedule: ScheduleDefinition; fn: NodejsFunction }[] = [];
  /** Each projector with its function and its dead-letter queue. */
  readonly projectors: DeployedProjector[] = [];

  /** The nested stack holding the workers, the schedules' functions and their rules, if any. */
  get nestedStack(): NestedStack | undefined {
    return this.functionStack;
  }
  private functionStack?: NestedStack;

  constructor(scope: Construct, id: string, props: BackgroundWorkProps) {
    super(scope, id);
    // The queues stay here, beside the alarms on their dead-letter queues and the routes that
    // send to them; the functions go in a nested stack, which takes the queues as parameters and
    // gives nothing back, so no reference runs from the top-level stack into it.
    // (CloudFormation refuses a template without resources: no work, no nested stack.)
    const nested = (): NestedStack => {
      this.functionStack ??= new NestedStack(this, 'Functions', {
        description: 'SalesFlow queue workers and schedules',
      });
      return this.functionStack;
    };
    for (const definition of props.queues) {
      const deadLetterQueue = new Queue(this, `${definition.name}-dlq`, {
        retentionPeriod: Duration.days(14),
        enforceSSL: true,
      });
      const queue = new Queue(this, definition.name, {
        visibilityTimeout: Duration.seconds(definition.visibilityTimeoutSeconds),
        deadLetterQueue: { queue: deadLetterQueue, maxReceiveCount: definition.maxReceiveCount },
        enforceSSL: true,
      });
      const { fn } = new ApiFunction(nested(), `${definition.name}-worker`, {
        handler: definition.worker,
        role: 'worker',
        functionId: `${definition.name}-worker`,
        description: `SQS worker for ${definition.name}`,
        timeout: workerTimeout(definition),
        sourceDir: props.sourceDir,
        ...(definition.nodeModules ? { nodeModules: definition.nodeModules } : {}),
      });
      bindTable(fn, props.table, 'readwrite');
      fn.addEventSource(
        new SqsEventSource(queue, {
          batchSize: definition.batchSize,
          reportBatchItemFailures: true,
        }),
      );
      this.queues.push({ definition, queue, deadLetterQueue, worker: fn });
      this.functions.push(fn);
    }

    for (const schedule of props.schedules) {
      const { fn } = new ApiFunction(nested(), `${schedule.name}-schedule`, {
        handler: schedule.handler,
        role: 'schedule',
        functionId: `${schedule.name}-schedule`,
        description: `Runs every ${schedule.rateMinutes} min: ${schedule.name}`,
        timeout: SCHEDULE_TIMEOUT,
        sourceDir: props.sourceDir,
        ...(schedule.nodeModules ? { nodeModules: schedule.nodeModules } : {}),
      });
      bindTable(fn, props.table, 'readwrite');
      new Rule(nested(), `${schedule.name}-rule`, {
        schedule: Schedule.rate(Duration.minutes(schedule.rateMinutes)),
        targets: [new LambdaFunction(fn, { retryAttempts: 2 })],
      });
      this.functions.push(fn);
      this.scheduleFunctions.push({ schedule, fn });
    }

    if (props.projectors?.length) {
      const projectors = new StreamProjectors(this, 'Projectors', {
        projectors: props.projectors,
        table: props.table,
        functionScope: nested,
        sourceDir: props.sourceDir,
      });
      this.projectors.push(...projectors.projectors);
      this.functions.push(...projectors.projectors.map(({ fn }) => fn));
    }
  }
}

/**
 * AWS advises a visibility timeout of at least six times the function timeout, so a throttled
 * or retried batch is not handed to a second worker while the first still runs.
 */
const workerTimeout = (definition: QueueDefinition): Duration =>
  Duration.seconds(Math.min(900, Math.max(1, Math.floor(definition.visibilityTimeoutSeconds / 6))));
