import type { ProjectorDefinition } from '@salesflow/functions/platform/projectors';
import { projectorDeadLetterQueue } from '@salesflow/functions/platform/projectors';
import { backgroundGrants } from '@salesflow/functions/platform/route-grants';
import { Duration, type NestedStack } from 'aws-cdk-lib';
import type { ITable } from 'aws-cdk-lib/aws-dynamodb';
import { FilterCriteria, FilterRule, StartingPosition } from 'aws-cdk-lib/aws-lambda';
import { DynamoEventSource, SqsDlq } from 'aws-cdk-lib/aws-lambda-event-sources';
import type { NodejsFunction } from 'aws-cdk-lib/aws-lambda-nodejs';
import { Queue } from 'aws-cdk-lib/aws-sqs';
import { Construct } from 'constructs';
import { ApiFunction, bindTable } from './api-function.ts';

export interface StreamProjectorsProps {
  projectors: readonly ProjectorDefinition[];
  /** The table; it must have its stream (data-table.ts turns it on). */
  table: ITable;
  /** Where the functions go (the background work's nested stack). */
  functionScope: () => NestedStack;
  sourceDir?: string;
}

export interface DeployedProjector {
  definition: ProjectorDefinition;
  fn: NodejsFunction;
  /** Lambda's on-failure destination: a description of each batch given up. */
  deadLetterQueue: Queue;
}

/**
 * How old a record may grow before Lambda gives it up to the dead-letter queue: a day, as long
 * as the stream keeps records, so a projector that fails for hours still catches up once fixed.
 */
export const PROJECTOR_MAX_RECORD_AGE = Duration.days(1);

/**
 * The table stream's projectors (functions/src/platform/projectors.ts), as the local stream poller
 * runs them: a function each, fed by an event source mapping on the table's stream from its
 * oldest record on, filtered to the item types it follows (the new image's or, for a deletion,
 * the old one's), in batches of its size gathered for its window, halved when the function fails
 * (bisect on error), resumed from the first record it reports failed (partial batch responses),
 * retried its number of times and given up after a day, a description of each batch given up
 * going to its SQS dead-letter queue.
 */
export class StreamProjectors extends Construct {
  readonly projectors: DeployedProjector[] = [];

  constructor(scope: Construct, id: string, props: StreamProjectorsProps) {
    super(scope, id);
    if (props.projectors.length && !props.table.tableStreamArn) {
      throw new Error('The table has no stream for its projectors');
    }
    for (const definition of props.projectors) {
      const deadLetterQueue = new Queue(this, projectorDeadLetterQueue(definition), {
        retentionPeriod: Duration.days(14),
        enforceSSL: true,
      });
      const { fn } = new ApiFunction(props.functionScope(), `${definition.name}-projector`, {
        handler: definition.handler,
        role: 'projector',
        functionId: `${definition.name}-projector`,
        description: `Table stream projector ${definition.name}`,
        timeout: Duration.seconds(definition.timeoutSeconds),
        sourceDir: props.sourceDir,
      });
      // What the local poller grants it (backgroundGrants): the table, read and write.
      bindTable(fn, props.table, backgroundGrants(definition).table);
      const typeIs = (image: 'NewImage' | 'OldImage') =>
        FilterCriteria.filter({
          dynamodb: { [image]: { type: { S: FilterRule.or(...definition.itemTypes) } } },
        });
      fn.addEventSource(
        new DynamoEventSource(props.table, {
          startingPosition: StartingPosition.TRIM_HORIZON,
          batchSize: definition.batchSize,
          maxBatchingWindow: Duration.seconds(definition.batchingWindowSeconds),
          bisectBatchOnError: true,
          reportBatchItemFailures: true,
          retryAttempts: definition.retryAttempts,
          maxRecordAge: PROJECTOR_MAX_RECORD_AGE,
          onFailure: new SqsDlq(deadLetterQueue),
          filters: [typeIs('NewImage'), typeIs('OldImage')],
        }),
      );
      this.projectors.push({ definition, fn, deadLetterQueue });
    }
  }
}
