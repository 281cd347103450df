import { ReceiveMessageCommand, SendMessageBatchCommand, SQSClient } from '@aws-sdk/client-sqs';
import type { QueueDefinition } from '@salesflow/functions/queues';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type LocalAws, startLocalAws } from '../../infra/local/aws/local-aws';
import { LOCAL_AWS_ACCOUNT } from '../../infra/local/local-stack';
import { createQueues, startSqsPoller } from '../../infra/local/sqs-poller';
import { handled } from '../fixtures/echo.worker';

const queue: QueueDefinition = {
  name: 'echo-test',
  worker: '../../test/fixtures/echo.worker',
  visibilityTimeoutSeconds: 1,
  maxReceiveCount: 2,
  batchSize: 10,
};

describe('local SQS poller', () => {
  let server: LocalAws;
  let client: SQSClient;
  let poller: ReturnType<typeof startSqsPoller>;
  let urls: Record<string, string>;

  beforeAll(async () => {
    server = await startLocalAws({ dataDir: null, account: LOCAL_AWS_ACCOUNT });
    client = new SQSClient({
      endpoint: server.address,
      region: 'ap-south-1',
      credentials: { accessKeyId: 'local', secretAccessKey: 'local' },
    });
    urls = await createQueues(client, [queue]);
    poller = startSqsPoller(client, [queue], urls);
  });

  afterAll(async () => {
    await poller?.stop();
    await server?.stop();
  });

  it('hands real batches to the worker, keeps partial failures, and dead-letters them', async () => {
    const bodies = ['lead-1', 'lead-2', 'fail-3', 'lead-4'];
    await client.send(
      new SendMessageBatchCommand({
        QueueUrl: urls[queue.name],
        Entries: bodies.map((body, i) => ({ Id: String(i), MessageBody: body })),
      }),
    );
    await expect
      .poll(() => [...handled].sort(), { timeout: 15_000 })
      .toEqual(['lead-1', 'lead-2', 'lead-4']);

    const dlqUrl = urls[queue.name]?.replace(/echo-test$/, 'echo-test-dlq') ?? '';
    const deadLettered: string[] = [];
    await expect
      .poll(
        async () => {
          const out = await client.send(
            new ReceiveMessageCommand({ QueueUrl: dlqUrl, WaitTimeSeconds: 0 }),
          );
          deadLettered.push(...(out.Messages ?? []).map((m) => m.Body ?? ''));
          return deadLettered;
        },
        { timeout: 20_000, interval: 500 },
      )
      .toEqual(['fail-3']);
    // The successes were deleted, not redelivered.
    expect(handled.filter((b) => b === 'lead-1')).toHaveLength(1);
  });
});
