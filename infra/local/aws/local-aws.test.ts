import { appendFileSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  CreateQueueCommand,
  GetQueueAttributesCommand,
  ReceiveMessageCommand,
  SendMessageCommand,
  SQSClient,
} from '@aws-sdk/client-sqs';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { type LocalAws, startLocalAws } from './local-aws';

const account = { accessKeyId: 'local', secretAccessKey: 'local', region: 'ap-south-1' };

const clientOf = (aws: LocalAws, secretAccessKey = 'local') =>
  new SQSClient({
    endpoint: aws.address,
    region: 'ap-south-1',
    credentials: { accessKeyId: 'local', secretAccessKey },
  });

/** A queue with a dead-letter queue after two receives, as the stack makes them. */
const makeQueues = async (sqs: SQSClient) => {
  const dlq = await sqs.send(new CreateQueueCommand({ QueueName: 'work-dlq' }));
  const queue = await sqs.send(
    new CreateQueueCommand({
      QueueName: 'work',
      Attributes: {
        VisibilityTimeout: '300',
        RedrivePolicy: JSON.stringify({
          deadLetterTargetArn: 'arn:aws:sqs:ap-south-1:000000000000:work-dlq',
          maxReceiveCount: 2,
        }),
      },
    }),
  );
  return { queue: queue.QueueUrl ?? '', dlq: dlq.QueueUrl ?? '' };
};

const receive = async (sqs: SQSClient, url: string) =>
  (
    (
      await sqs.send(
        new ReceiveMessageCommand({
          QueueUrl: url,
          MaxNumberOfMessages: 10,
          WaitTimeSeconds: 0,
          MessageSystemAttributeNames: ['All'],
        }),
      )
    ).Messages ?? []
  ).map((m) => ({ body: m.Body, count: m.Attributes?.ApproximateReceiveCount }));

describe('the local SQS and S3 on a data folder', () => {
  let dataDir: string;
  const started: LocalAws[] = [];
  const start = async () => {
    const aws = await startLocalAws({ dataDir, account });
    started.push(aws);
    return aws;
  };
  beforeEach(() => {
    dataDir = mkdtempSync(join(tmpdir(), 'salesflow-aws-'));
  });
  afterEach(async () => {
    await Promise.all(started.splice(0).map((aws) => aws.stop()));
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('keeps what it acknowledged through a kill: messages, in flight ones visible again, receive counts', async () => {
    const first = await start();
    const sqs = clientOf(first);
    const { queue, dlq } = await makeQueues(sqs);
    for (const body of ['one', 'two 🌶️', 'three']) {
      await sqs.send(new SendMessageCommand({ QueueUrl: queue, MessageBody: body }));
    }
    // Received and not deleted: in flight for five minutes.
    expect(await receive(sqs, queue)).toHaveLength(3);
    // A kill: nothing is closed or flushed; a second process opens the same folder.
    const second = await start();
    const again = clientOf(second);
    const url = queue.replace(first.address, second.address);

    expect(await receive(again, url)).toEqual([
      { body: 'one', count: '2' },
      { body: 'two 🌶️', count: '2' },
      { body: 'three', count: '2' },
    ]);
    // Received twice already: the next receive moves them to the dead-letter queue.
    const third = await start();
    const last = clientOf(third);
    expect(await receive(last, url.replace(second.address, third.address))).toEqual([]);
    expect(
      (await receive(last, dlq.replace(first.address, third.address))).map((m) => m.body),
    ).toEqual(['one', 'two 🌶️', 'three']);
  });

  it('drops a journal line cut short by a kill mid-write, and keeps the rest', async () => {
    const first = await start();
    const sqs = clientOf(first);
    const { queue } = await makeQueues(sqs);
    await sqs.send(new SendMessageCommand({ QueueUrl: queue, MessageBody: 'whole' }));
    await first.stop();
    appendFileSync(join(dataDir, 'sqs/journal.jsonl'), '{"op":"send","queue":"work","id":"x","bo');

    const second = await start();
    const again = clientOf(second);
    const url = queue.replace(first.address, second.address);
    expect((await receive(again, url)).map((m) => m.body)).toEqual(['whole']);
    const { Attributes } = await again.send(
      new GetQueueAttributesCommand({ QueueUrl: url, AttributeNames: ['All'] }),
    );
    expect(Attributes).toMatchObject({ ApproximateNumberOfMessagesNotVisible: '1' });
  });

  it('keeps objects whole across a restart, and never a half-written one', async () => {
    const first = await start();
    first.createBucket('files');
    const { putUpload, readUploadHead } = await import(
      '@salesflow/functions/platform/storage/uploads'
    );
    Object.assign(process.env, {
      AWS_ENDPOINT_URL_S3: first.address,
      UPLOADS_BUCKET: 'files',
      AWS_ACCESS_KEY_ID: 'local',
      AWS_SECRET_ACCESS_KEY: 'local',
      AWS_REGION: 'ap-south-1',
    });
    await putUpload('imports/a.csv', Buffer.from('Name,Email\n'), 'text/csv');
    // A draft left by a kill in the middle of another PUT.
    const bucketDir = join(dataDir, 's3/files');
    writeFileSync(join(bucketDir, 'cut.object.1234.draft'), '{"key":"imports/b.csv"');

    const second = await start();
    process.env.AWS_ENDPOINT_URL_S3 = second.address;
    expect((await readUploadHead('imports/a.csv', 100)).toString()).toBe('Name,Email\n');
    await expect(readUploadHead('imports/b.csv', 100)).rejects.toThrow('not found');
    expect(readdirSync(bucketDir).some((name) => name.endsWith('.draft'))).toBe(false);
  });

  it('answers a request signed with another secret 403', async () => {
    const aws = await start();
    await expect(
      clientOf(aws, 'not-the-secret').send(new CreateQueueCommand({ QueueName: 'x' })),
    ).rejects.toMatchObject({ $metadata: { httpStatusCode: 403 } });
  });
});
