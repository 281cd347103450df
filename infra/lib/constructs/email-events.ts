import { CfnConfigurationSet, CfnConfigurationSetEventDestination } from 'aws-cdk-lib/aws-ses';
import { Topic } from 'aws-cdk-lib/aws-sns';
import { SqsSubscription } from 'aws-cdk-lib/aws-sns-subscriptions';
import type { IQueue } from 'aws-cdk-lib/aws-sqs';
import { Construct } from 'constructs';

/**
 * SES's bounces and complaints about the email we send: a configuration set publishes them to an
 * SNS topic, which delivers them to the email-events queue (its worker stops the address). The
 * functions that send email name the set (SES_CONFIGURATION_SET).
 */
export class EmailEvents extends Construct {
  readonly configurationSetName: string;

  constructor(scope: Construct, id: string, props: { queue: IQueue }) {
    super(scope, id);
    const set = new CfnConfigurationSet(this, 'ConfigurationSet', {});
    const topic = new Topic(this, 'Topic', { displayName: 'SalesFlow email events' });
    topic.addSubscription(new SqsSubscription(props.queue));
    new CfnConfigurationSetEventDestination(this, 'ToTopic', {
      configurationSetName: set.ref,
      eventDestination: {
        enabled: true,
        matchingEventTypes: ['bounce', 'complaint'],
        snsDestination: { topicArn: topic.topicArn },
      },
    });
    this.configurationSetName = set.ref;
  }
}
