import { queueEnvName } from '../queues';
import { assertMaySend } from '../route-grants';
import { sqsCall } from './sqs-json';

const queueUrl = (queue: string): string => {
  assertMaySend(queue);
  const url = process.env[queueEnvName(queue)];
  if (!url) throw new Error(`Queue ${queue} is not configured (${queueEnvName(queue)})`);
  return url;
};

/** Sends one JSON message to a declared queue (its URL comes from QUEUE_URL_<NAME>). */
export const sendMessage = async (queue: string, body: unknown): Promise<void> => {
  const url = queueUrl(queue);
  await sqsCall('SendMessage', { QueueUrl: url, MessageBody: JSON.stringify(body) });
};

/** SQS takes at most 10 messages in one batch. */
const BATCH = 10;

/**
 * Sends many JSON messages, 10 to a call. An entry SQS refuses is sent once more on its own; one
 * that still fails throws, so the caller never takes a partial send for a whole one.
 */
export const sendMessages = async (queue: string, bodies: readonly unknown[]): Promise<void> => {
  const url = queueUrl(queue);
  for (let start = 0; start < bodies.length; start += BATCH) {
    const chunk = bodies.slice(start, start + BATCH);
    const out = await sqsCall<{ Failed?: Array<{ Id: string }> }>('SendMessageBatch', {
      QueueUrl: url,
      Entries: chunk.map((body, i) => ({ Id: String(i), MessageBody: JSON.stringify(body) })),
    });
    for (const failed of out.Failed ?? []) {
      await sendMessage(queue, chunk[Number(failed.Id)]);
    }
  }
};
