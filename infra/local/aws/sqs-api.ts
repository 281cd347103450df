import type { IncomingMessage, ServerResponse } from 'node:http';
import { type SigningAccount, sha256Hex, verifySigV4 } from './sigv4-verify';
import { ACCOUNT_ID, SqsError, type SqsQueues } from './sqs-queues';

/**
 * SQS's JSON protocol (AmazonSQS.<Action>, application/x-amz-json-1.0), as the SDK's SQSClient and
 * our functions' hand-signed calls speak it, over SqsQueues. Every request must be signed
 * (SigV4, service `sqs`) with the local account's key. Queue URLs are
 * `<endpoint>/000000000000/<name>`; a URL is read by its last segment, so one from an earlier run
 * (another port) still names its queue.
 */
type Input = Record<string, unknown>;

const MAX_REQUEST_BYTES = 2 * 1024 * 1024;
/** SQS takes at most 10 entries, and this many bytes of bodies, in one batch. */
const MAX_BATCH_BYTES = 1_048_576;

const nameOf = (url: unknown): string => {
  if (typeof url !== 'string' || !url) {
    throw new SqsError('MissingParameter', 'The request must contain the parameter QueueUrl.');
  }
  return url.replace(/\/+$/, '').split('/').pop() ?? '';
};

const integer = (value: unknown, name: string): number | undefined => {
  if (value === undefined || value === null) return undefined;
  const n = Number(value);
  if (!Number.isInteger(n))
    throw new SqsError('InvalidParameterValue', `${name} must be an integer`);
  return n;
};

const noAttributes = (input: Input) => {
  const attributes = input.MessageAttributes ?? input.MessageSystemAttributes;
  if (attributes && typeof attributes === 'object' && Object.keys(attributes).length) {
    throw new SqsError(
      'InvalidParameterValue',
      'Message attributes are not emulated locally: put what the worker needs in the body',
    );
  }
};

const entriesOf = (input: Input): Input[] => {
  const entries = input.Entries;
  if (!Array.isArray(entries) || entries.length === 0) {
    throw new SqsError(
      'AWS.SimpleQueueService.EmptyBatchRequest',
      'There should be at least one entry in the request.',
    );
  }
  if (entries.length > 10) {
    throw new SqsError(
      'AWS.SimpleQueueService.TooManyEntriesInBatchRequest',
      `Maximum number of entries per request are 10. You have sent ${entries.length}.`,
    );
  }
  const ids = new Set<string>();
  for (const entry of entries as Input[]) {
    const id = String(entry.Id ?? '');
    if (!/^[A-Za-z0-9_-]{1,80}$/.test(id)) {
      throw new SqsError('AWS.SimpleQueueService.InvalidBatchEntryId', `Bad batch entry id ${id}`);
    }
    if (ids.has(id)) {
      throw new SqsError('AWS.SimpleQueueService.BatchEntryIdsNotDistinct', `Id ${id} repeated.`);
    }
    ids.add(id);
  }
  return entries as Input[];
};

const failure = (id: unknown, error: unknown) => {
  if (!(error instanceof SqsError)) throw error;
  return { Id: id, SenderFault: true, Code: error.code, Message: error.message };
};

const SYSTEM_ATTRIBUTES = [
  'SenderId',
  'SentTimestamp',
  'ApproximateReceiveCount',
  'ApproximateFirstReceiveTimestamp',
] as const;

export const sqsActions = (queues: SqsQueues, endpoint: () => string) => {
  const urlOf = (name: string) => `${endpoint()}/${ACCOUNT_ID}/${name}`;
  const actions: Record<string, (input: Input, signal: AbortSignal) => unknown> = {
    CreateQueue: (input) => {
      const name = String(input.QueueName ?? '');
      queues.create(name, (input.Attributes as Record<string, string>) ?? {});
      return { QueueUrl: urlOf(name) };
    },
    GetQueueUrl: (input) => {
      const name = String(input.QueueName ?? '');
      queues.queue(name);
      return { QueueUrl: urlOf(name) };
    },
    ListQueues: (input) => {
      const prefix = String(input.QueueNamePrefix ?? '');
      return {
        QueueUrls: [...queues.queues.keys()].filter((n) => n.startsWith(prefix)).map(urlOf),
      };
    },
    GetQueueAttributes: (input) => ({
      Attributes: queues.attributes(
        nameOf(input.QueueUrl),
        (input.AttributeNames as string[] | undefined) ?? ['All'],
      ),
    }),
    SetQueueAttributes: (input) => {
      queues.setAttributes(
        nameOf(input.QueueUrl),
        (input.Attributes as Record<string, string>) ?? {},
      );
      return {};
    },
    PurgeQueue: (input) => {
      queues.purge(nameOf(input.QueueUrl));
      return {};
    },
    SendMessage: (input) => {
      noAttributes(input);
      const message = queues.send(
        nameOf(input.QueueUrl),
        input.MessageBody,
        integer(input.DelaySeconds, 'DelaySeconds'),
      );
      return { MessageId: message.id, MD5OfMessageBody: message.md5 };
    },
    SendMessageBatch: (input) => {
      const name = nameOf(input.QueueUrl);
      queues.queue(name);
      const entries = entriesOf(input);
      const bytes = entries.reduce(
        (sum, entry) => sum + Buffer.byteLength(String(entry.MessageBody ?? ''), 'utf8'),
        0,
      );
      if (bytes > MAX_BATCH_BYTES) {
        throw new SqsError(
          'AWS.SimpleQueueService.BatchRequestTooLong',
          `Batch requests cannot be longer than ${MAX_BATCH_BYTES} bytes.`,
        );
      }
      const Successful: unknown[] = [];
      const Failed: unknown[] = [];
      for (const entry of entries) {
        try {
          noAttributes(entry);
          const message = queues.send(
            name,
            entry.MessageBody,
            integer(entry.DelaySeconds, 'DelaySeconds'),
          );
          Successful.push({ Id: entry.Id, MessageId: message.id, MD5OfMessageBody: message.md5 });
        } catch (error) {
          Failed.push(failure(entry.Id, error));
        }
      }
      return { Successful, Failed };
    },
    ReceiveMessage: async (input, signal) => {
      const name = nameOf(input.QueueUrl);
      const queue = queues.queue(name);
      const max = integer(input.MaxNumberOfMessages, 'MaxNumberOfMessages') ?? 1;
      if (max < 1 || max > 10) {
        throw new SqsError(
          'InvalidParameterValue',
          'MaxNumberOfMessages must be between 1 and 10.',
        );
      }
      const wait =
        integer(input.WaitTimeSeconds, 'WaitTimeSeconds') ??
        Number(queue.attributes.ReceiveMessageWaitTimeSeconds);
      if (wait < 0 || wait > 20) {
        throw new SqsError('InvalidParameterValue', 'WaitTimeSeconds must be between 0 and 20.');
      }
      const names = [
        ...((input.AttributeNames as string[] | undefined) ?? []),
        ...((input.MessageSystemAttributeNames as string[] | undefined) ?? []),
      ];
      const wanted = names.includes('All') ? [...SYSTEM_ATTRIBUTES] : names;
      const got = await queues.receive(
        name,
        max,
        wait,
        integer(input.VisibilityTimeout, 'VisibilityTimeout'),
        signal,
      );
      return {
        Messages: got.map(({ message, handle }) => {
          const all: Record<string, string> = {
            SenderId: ACCOUNT_ID,
            SentTimestamp: String(message.sentAt),
            ApproximateReceiveCount: String(message.receiveCount),
            ApproximateFirstReceiveTimestamp: String(message.firstReceiveAt ?? message.sentAt),
          };
          const attributes = Object.fromEntries(
            wanted.filter((n) => n in all).map((n) => [n, all[n] ?? '']),
          );
          return {
            MessageId: message.id,
            ReceiptHandle: handle,
            MD5OfBody: message.md5,
            Body: message.body,
            ...(Object.keys(attributes).length ? { Attributes: attributes } : {}),
          };
        }),
      };
    },
    DeleteMessage: (input) => {
      queues.delete(nameOf(input.QueueUrl), input.ReceiptHandle);
      return {};
    },
    DeleteMessageBatch: (input) => {
      const name = nameOf(input.QueueUrl);
      queues.queue(name);
      const Successful: unknown[] = [];
      const Failed: unknown[] = [];
      for (const entry of entriesOf(input)) {
        try {
          queues.delete(name, entry.ReceiptHandle);
          Successful.push({ Id: entry.Id });
        } catch (error) {
          Failed.push(failure(entry.Id, error));
        }
      }
      return { Successful, Failed };
    },
    ChangeMessageVisibility: (input) => {
      queues.changeVisibility(
        nameOf(input.QueueUrl),
        input.ReceiptHandle,
        integer(input.VisibilityTimeout, 'VisibilityTimeout') ?? -1,
      );
      return {};
    },
    ChangeMessageVisibilityBatch: (input) => {
      const name = nameOf(input.QueueUrl);
      queues.queue(name);
      const Successful: unknown[] = [];
      const Failed: unknown[] = [];
      for (const entry of entriesOf(input)) {
        try {
          queues.changeVisibility(
            name,
            entry.ReceiptHandle,
            integer(entry.VisibilityTimeout, 'VisibilityTimeout') ?? -1,
          );
          Successful.push({ Id: entry.Id });
        } catch (error) {
          Failed.push(failure(entry.Id, error));
        }
      }
      return { Successful, Failed };
    },
  };
  return actions;
};

const answer = (res: ServerResponse, status: number, body: unknown, code?: string) => {
  const text = JSON.stringify(body);
  res.writeHead(status, {
    'content-type': 'application/x-amz-json-1.0',
    'content-length': Buffer.byteLength(text),
    ...(code ? { 'x-amzn-query-error': `${code};Sender` } : {}),
  });
  res.end(text);
};

/** The JSON error's type, as SQS names it beside its older query error code. */
const JSON_TYPES: Record<string, string> = {
  'AWS.SimpleQueueService.NonExistentQueue': 'QueueDoesNotExist',
};

const error = (res: ServerResponse, status: number, code: string, message: string) => {
  const type = JSON_TYPES[code] ?? code.replace(/^AWS\.SimpleQueueService\./, '');
  answer(res, status, { __type: `com.amazonaws.sqs#${type}`, message }, code);
};

const readBody = (req: IncomingMessage): Promise<Buffer | null> =>
  new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    req.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > MAX_REQUEST_BYTES) {
        resolve(null);
        req.destroy();
        return;
      }
      chunks.push(chunk);
    });
    req.on('end', () => resolve(Buffer.concat(chunks)));
    req.on('error', reject);
  });

/** Answers one SQS request (POST with `x-amz-target: AmazonSQS.<Action>`). */
export const answerSqs = async (
  req: IncomingMessage,
  res: ServerResponse,
  actions: ReturnType<typeof sqsActions>,
  account: SigningAccount,
  signal: AbortSignal,
) => {
  const body = await readBody(req);
  if (!body) return error(res, 413, 'RequestTooLong', 'The request is too long');
  const [path = '/', query = ''] = (req.url ?? '/').split('?', 2);
  const signed = verifySigV4(
    { method: req.method ?? 'POST', path, query, headers: req.headers },
    'sqs',
    account,
    { allow: 'header', payloadHash: sha256Hex(body) },
  );
  if (!signed.ok) return error(res, signed.status, signed.code, signed.message);
  const action = String(req.headers['x-amz-target'] ?? '').replace(/^AmazonSQS\./, '');
  const run = actions[action];
  if (!run)
    return error(res, 400, 'InvalidAction', `The action ${action} is not valid for this endpoint.`);
  let input: Input;
  try {
    input = body.length ? (JSON.parse(body.toString('utf8')) as Input) : {};
  } catch {
    return error(res, 400, 'SerializationException', 'The request body is not JSON');
  }
  try {
    answer(res, 200, await run(input, signal));
  } catch (caught) {
    if (!(caught instanceof SqsError)) throw caught;
    error(res, caught.status, caught.code, caught.message);
  }
};
