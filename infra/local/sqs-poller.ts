import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import {
  CreateQueueCommand,
  DeleteMessageBatchCommand,
  GetQueueAttributesCommand,
  ReceiveMessageCommand,
  type SQSClient,
} from '@aws-sdk/client-sqs';
import { backgroundGrants, routeGrants } from '@salesflow/functions/platform/route-grants';
import { type QueueDefinition, queueEnvName } from '@salesflow/functions/queues';

export { queueEnvName };

import type { Context, SQSBatchResponse, SQSEvent } from 'aws-lambda';
import { FUNCTIONS_SRC } from './handler-modules';
import { lambdaContext } from './lambda-event';

type SqsHandler = (event: SQSEvent, context: Context) => Promise<SQSBatchResponse | undefined>;

/** Creates each queue with its dead-letter queue, as the CDK stack does in AWS. */
export const createQueues = async (client: SQSClient, queues: readonly QueueDefinition[]) => {
  const urls: Record<string, string> = {};
  for (const queue of queues) {
    const dlq = await client.send(new CreateQueueCommand({ QueueName: `${queue.name}-dlq` }));
    const dlqAttributes = await client.send(
      new GetQueueAttributesCommand({ QueueUrl: dlq.QueueUrl, AttributeNames: ['QueueArn'] }),
    );
    const created = await client.send(
      new CreateQueueCommand({
        QueueName: queue.name,
        Attributes: {
          VisibilityTimeout: String(queue.visibilityTimeoutSeconds),
          RedrivePolicy: JSON.stringify({
            deadLetterTargetArn: dlqAttributes.Attributes?.QueueArn,
            maxReceiveCount: queue.maxReceiveCount,
          }),
        },
      }),
    );
    if (created.QueueUrl) urls[queue.name] = created.QueueUrl;
  }
  return urls;
};

/**
 * Like a Lambda event source mapping: receives real SQS batches, hands them to the worker, and
 * deletes only the messages the worker did not report in `batchItemFailures`.
 */
export const startSqsPoller = (
  client: SQSClient,
  queues: readonly QueueDefinition[],
  urls: Record<string, string>,
) => {
  let running = true;
  const loops = queues.map(async (queue) => {
    const url = urls[queue.name];
    if (!url) return;
    const modUrl = pathToFileURL(resolve(FUNCTIONS_SRC, `${queue.worker}.ts`)).href;
    const { handler } = (await import(modUrl)) as { handler: SqsHandler };
    while (running) {
      const received = await client
        .send(
          new ReceiveMessageCommand({
            QueueUrl: url,
            MaxNumberOfMessages: Math.min(queue.batchSize, 10),
            WaitTimeSeconds: 1,
            MessageSystemAttributeNames: ['All'],
          }),
        )
        .catch(() => ({ Messages: [] }));
      const messages = received.Messages ?? [];
      if (!messages.length) continue;
      const event: SQSEvent = {
        Records: messages.map((m) => ({
          messageId: m.MessageId ?? '',
          receiptHandle: m.ReceiptHandle ?? '',
          body: m.Body ?? '',
          attributes: (m.Attributes ?? {}) as SQSEvent['Records'][number]['attributes'],
          messageAttributes: {},
          md5OfBody: m.MD5OfBody ?? '',
          eventSource: 'aws:sqs',
          eventSourceARN: `arn:aws:sqs:local:000000000000:${queue.name}`,
          awsRegion: 'local',
        })),
      };
      let failed = new Set<string>(messages.map((m) => m.MessageId ?? ''));
      try {
        // As IAM would in AWS: the worker may send only to the queues and email it declares.
        const result = await routeGrants.run(backgroundGrants(queue), () =>
          handler(event, lambdaContext(queue.name)),
        );
        failed = new Set((result?.batchItemFailures ?? []).map((f) => f.itemIdentifier));
      } catch (error) {
        // Lambda retries the whole batch in this case; so does the poller, after the visibility timeout.
        console.warn(`[sqs] ${queue.name}: whole batch failed: ${(error as Error).message}`);
      }
      const done = messages.filter((m) => !failed.has(m.MessageId ?? ''));
      if (done.length) {
        await client.send(
          new DeleteMessageBatchCommand({
            QueueUrl: url,
            Entries: done.map((m, i) => ({ Id: String(i), ReceiptHandle: m.ReceiptHandle ?? '' })),
          }),
        );
      }
    }
  });
  return {
    stop: async () => {
      running = false;
      await Promise.allSettled(loops);
    },
  };
};
