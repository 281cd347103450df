import { SendMessageCommand, SQSClient } from '@aws-sdk/client-sqs';
import { queueEnvName } from '../queues';
import { assertMaySend } from '../route-grants';

let client: SQSClient | undefined;

/** Sends one JSON message to a declared queue (its URL comes from QUEUE_URL_<NAME>). */
export const sendMessage = async (queue: string, body: unknown): Promise<void> => {
  assertMaySend(queue);
  const url = process.env[queueEnvName(queue)];
  if (!url) throw new Error(`Queue ${queue} is not configured (${queueEnvName(queue)})`);
  // The regional endpoint (or AWS_ENDPOINT_URL_SQS locally), not the host inside the queue URL.
  client ??= new SQSClient({ useQueueUrlAsEndpoint: false });
  await client.send(new SendMessageCommand({ QueueUrl: url, MessageBody: JSON.stringify(body) }));
};
