import { queueEnvName } from '../queue-names';
import { assertMaySend } from '../route-grants';
import { sqsCall } from './sqs-json';

const queueUrl = (queue: string): string => {
  assertMaySend(queue);
  const url = process.env[queueEnvName(queue)];
  if (!url) throw new Error(`Queue ${queue} is not configured (${queueEnvName(queue)})`);
  return url;
};

/**
 * Sends one JSON message to a declared queue (its URL comes from QUEUE_URL_<NAME>), delivered at
 * once or after `delaySeconds` (SQS takes up to 900).
 */
export const sendMessage = async (
  queue: string,
  body: unknown,
  options: { delaySeconds?: number } = {},
): Promise<void> => {
  const url = queueUrl(queue);
  const delay = Math.max(0, Math.min(900, Math.ceil(options.delaySeconds ?? 0)));
  await sqsCall('SendMessage', {
    QueueUrl: url,
    MessageBody: JSON.stringify(body),
    ...(delay > 0 ? { DelaySeconds: delay } : {}),
  });
};

/** SQS takes at most 10 messages, and 256 KiB of them together, in one batch. */
const BATCH = 10;
const BATCH_BYTES = 256 * 1024;

/** The bodies as JSON, grouped into batches SQS takes whole. */
const batchesOf = (bodies: readonly unknown[]) => {
  const batches: { body: unknown; json: string }[][] = [];
  let current: { body: unknown; json: string }[] = [];
  let bytes = 0;
  for (const body of bodies) {
    const json = JSON.stringify(body);
    const size = Buffer.byteLength(json);
    if (current.length && (current.length === BATCH || bytes + size > BATCH_BYTES)) {
      batches.push(current);
      current = [];
      bytes = 0;
    }
    current.push({ body, json });
    bytes += size;
  }
  if (current.length) batches.push(current);
  return batches;
};

/**
 * Sends many JSON messages, up to 10 (and 256 KiB) to a call, each delivered at once or after
 * `delaySeconds`. An entry SQS refuses is sent once
 * more on its own; one that still fails throws, so the caller never takes a partial send for a
 * whole one.
 */
export const sendMessages = async (
  queue: string,
  bodies: readonly unknown[],
  options: { delaySeconds?: number } = {},
): Promise<void> => {
  const url = queueUrl(queue);
  const delay = Math.max(0, Math.min(900, Math.ceil(options.delaySeconds ?? 0)));
  for (const chunk of batchesOf(bodies)) {
    const out = await sqsCall<{ Failed?: Array<{ Id: string }> }>('SendMessageBatch', {
      QueueUrl: url,
      Entries: chunk.map((entry, i) => ({
        Id: String(i),
        MessageBody: entry.json,
        ...(delay > 0 ? { DelaySeconds: delay } : {}),
      })),
    });
    for (const failed of out.Failed ?? []) {
      await sendMessage(queue, chunk[Number(failed.Id)]?.body, options);
    }
  }
};
