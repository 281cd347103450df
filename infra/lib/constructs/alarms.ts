import { Duration, Stack } from 'aws-cdk-lib';
import type { HttpApi } from 'aws-cdk-lib/aws-apigatewayv2';
import { Alarm, ComparisonOperator, Metric, TreatMissingData } from 'aws-cdk-lib/aws-cloudwatch';
import { SnsAction } from 'aws-cdk-lib/aws-cloudwatch-actions';
import { Topic } from 'aws-cdk-lib/aws-sns';
import { EmailSubscription } from 'aws-cdk-lib/aws-sns-subscriptions';
import { Construct } from 'constructs';
import { METRICS_NAMESPACE, METRICS_SERVICE } from './api-function.ts';
import type { DeployedQueue } from './background-work.ts';
import type { DeployedProjector } from './stream-projectors.ts';

export interface AlarmsProps {
  api: HttpApi;
  queues: readonly DeployedQueue[];
  /** The table stream's projectors: their iterator age and their dead-letter queues. */
  projectors?: readonly DeployedProjector[];
  /** Who is told when an alarm fires; subscribe later if omitted. */
  email?: string;
}

/**
 * Any API 5xx, any message parked in a dead-letter queue, and any outbox entry set aside as a
 * dead letter, notify one SNS topic.
 */
export class Alarms extends Construct {
  readonly topic: Topic;

  constructor(scope: Construct, id: string, props: AlarmsProps) {
    super(scope, id);
    this.topic = new Topic(this, 'Topic', { displayName: 'SalesFlow alarms', enforceSSL: true });
    if (props.email) this.topic.addSubscription(new EmailSubscription(props.email));
    const action = new SnsAction(this.topic);

    new Alarm(this, 'Api5xx', {
      alarmDescription: 'The HTTP API answered 5xx at least once in 5 minutes',
      metric: props.api.metricServerError({ period: Duration.minutes(5), statistic: 'Sum' }),
      threshold: 1,
      comparisonOperator: ComparisonOperator.GREATER_THAN_OR_EQUAL_TO_THRESHOLD,
      evaluationPeriods: 1,
      treatMissingData: TreatMissingData.NOT_BREACHING,
    }).addAlarmAction(action);

    // An outbox entry SQS refused 10 times is set aside (platform/queue/outbox.ts), counted by
    // the business metric outboxEntryDeadLettered; operators read and resend it in /app/admin.
    new Alarm(this, 'OutboxDeadLetters', {
      alarmDescription:
        'An outbox message was set aside after 10 failed sends: see Outbox Dead Letters in /app/admin',
      metric: new Metric({
        namespace: METRICS_NAMESPACE,
        metricName: 'outboxEntryDeadLettered',
        dimensionsMap: { service: METRICS_SERVICE },
        statistic: 'Sum',
        period: Duration.minutes(5),
      }),
      threshold: 1,
      comparisonOperator: ComparisonOperator.GREATER_THAN_OR_EQUAL_TO_THRESHOLD,
      evaluationPeriods: 1,
      treatMissingData: TreatMissingData.NOT_BREACHING,
    }).addAlarmAction(action);

    for (const { definition, deadLetterQueue } of props.queues) {
      new Alarm(this, `${definition.name}-dlq`, {
        alarmDescription: `Messages from ${definition.name} are waiting in its dead-letter queue`,
        metric: deadLetterQueue.metricApproximateNumberOfMessagesVisible({
          period: Duration.minutes(5),
          statistic: 'Maximum',
        }),
        threshold: 0,
        comparisonOperator: ComparisonOperator.GREATER_THAN_THRESHOLD,
        evaluationPeriods: 1,
        treatMissingData: TreatMissingData.NOT_BREACHING,
      }).addAlarmAction(action);
    }

    for (const { definition, fn, deadLetterQueue } of props.projectors ?? []) {
      // Projections follow their records within a second; a minute behind for 5 minutes is a
      // projector failing or throttled while the stream grows. The alarm sits in the function's
      // own (nested) stack, so no reference runs from the top-level stack into it.
      new Alarm(Stack.of(fn), `${definition.name}-iterator-age`, {
        alarmDescription: `The ${definition.name} projector is more than a minute behind the table's stream`,
        metric: fn.metric('IteratorAge', { period: Duration.minutes(1), statistic: 'Maximum' }),
        threshold: 60_000,
        comparisonOperator: ComparisonOperator.GREATER_THAN_THRESHOLD,
        evaluationPeriods: 5,
        treatMissingData: TreatMissingData.NOT_BREACHING,
      }).addAlarmAction(action);
      new Alarm(this, `${definition.name}-projector-dlq`, {
        alarmDescription: `The ${definition.name} projector gave up on stream records: see its dead-letter queue`,
        metric: deadLetterQueue.metricApproximateNumberOfMessagesVisible({
          period: Duration.minutes(5),
          statistic: 'Maximum',
        }),
        threshold: 0,
        comparisonOperator: ComparisonOperator.GREATER_THAN_THRESHOLD,
        evaluationPeriods: 1,
        treatMissingData: TreatMissingData.NOT_BREACHING,
      }).addAlarmAction(action);
    }
  }
}
