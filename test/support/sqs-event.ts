import { randomUUID } from 'node:crypto';
import type { SQSBatchResponse, SQSEvent, SQSHandler } from 'aws-lambda';
import { lambdaContext } from '../../infra/local/lambda-event';

/** An SQS batch as Lambda hands it to a worker, one record per body. */
export const sqsEvent = (queue: string, bodies: readonly unknown[]): SQSEvent => ({
  Records: bodies.map((body) => ({
    messageId: randomUUID(),
    receiptHandle: randomUUID(),
    body: JSON.stringify(body),
    attributes: {
      ApproximateReceiveCount: '1',
      SentTimestamp: String(Date.now()),
      SenderId: 'local',
      ApproximateFirstReceiveTimestamp: String(Date.now()),
    },
    messageAttributes: {},
    md5OfBody: '',
    eventSource: 'aws:sqs',
    eventSourceARN: `arn:aws:sqs:local:000000000000:${queue}`,
    awsRegion: 'local',
  })),
});

/**
 * Runs a worker on one batch, as Lambda would; answers the ids of the records it failed. A batch
 * whose every record failed is thrown whole (Powertools' FullBatchFailureError), as Lambda sees it.
 */
export const runWorker = async (
  handler: SQSHandler,
  queue: string,
  bodies: readonly unknown[],
): Promise<string[]> => {
  const event = sqsEvent(queue, bodies);
  try {
    const result = (await handler(event, lambdaContext(queue), () => undefined)) as
      | SQSBatchResponse
      | undefined;
    return (result?.batchItemFailures ?? []).map((failure) => failure.itemIdentifier);
  } catch (error) {
    if ((error as Error).name !== 'FullBatchFailureError') throw error;
    return event.Records.map((record) => record.messageId);
  }
};
