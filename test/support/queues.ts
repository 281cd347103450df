import { GetQueueAttributesCommand, SQSClient } from '@aws-sdk/client-sqs';
import { queueEnvName } from '@salesflow/functions/queues';
import { expect, inject } from 'vitest';

/**
 * Waits until a queue of the run's local stack holds nothing, neither waiting nor being worked
 * on: every message sent to it before the call has been handled (the poller deletes a message once
 * its worker is done). What a test that checks a worker did NOTHING waits for, instead of a sleep.
 */
export const queueDrained = async (queueName: string, timeoutMs = 15_000): Promise<void> => {
  const queueUrl = inject('queueUrls')[queueEnvName(queueName)];
  if (!queueUrl) throw new Error(`No queue named ${queueName} on the local stack`);
  const sqs = new SQSClient({ endpoint: inject('awsEndpoint'), useQueueUrlAsEndpoint: false });
  const held = async () => {
    const { Attributes = {} } = await sqs.send(
      new GetQueueAttributesCommand({
        QueueUrl: queueUrl,
        AttributeNames: ['ApproximateNumberOfMessages', 'ApproximateNumberOfMessagesNotVisible'],
      }),
    );
    return (
      Number(Attributes.ApproximateNumberOfMessages ?? 0) +
      Number(Attributes.ApproximateNumberOfMessagesNotVisible ?? 0)
    );
  };
  await expect.poll(held, { timeout: timeoutMs, interval: 100 }).toBe(0);
};
