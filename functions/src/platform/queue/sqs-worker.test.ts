import type { Context, SQSBatchResponse, SQSEvent, SQSRecord } from 'aws-lambda';
import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { messageOf, messageOrNull, sqsWorker } from './sqs-worker';

const record = (messageId: string, body: string) =>
  ({ messageId, body, attributes: {}, messageAttributes: {} }) as unknown as SQSRecord;
const run = (handler: ReturnType<typeof sqsWorker>, records: SQSRecord[]) =>
  handler({ Records: records } as SQSEvent, {} as Context, () => {}) as Promise<SQSBatchResponse>;

describe('a queue worker', () => {
  const schema = z.object({ organizationId: z.string().check(z.minLength(1)) });

  it('handles each record on its own and reports only the failed ones back to SQS', async () => {
    const seen: string[] = [];
    const handler = sqsWorker(async (r) => {
      seen.push(messageOf(schema, r).organizationId);
    });
    const answer = await run(handler, [
      record('1', '{"organizationId":"org-1"}'),
      record('2', 'not json'),
      record('3', '{"organizationId":""}'),
      record('4', '{"organizationId":"org-4","extra":true}'),
    ]);
    expect(seen).toEqual(['org-1', 'org-4']);
    expect(answer.batchItemFailures).toEqual([{ itemIdentifier: '2' }, { itemIdentifier: '3' }]);
  });

  it('reports a record whose work failed, after the others were done', async () => {
    const handler = sqsWorker(async (r) => {
      if (r.messageId === 'b') throw new Error('the table is busy');
    });
    const answer = await run(handler, [record('a', '{}'), record('b', '{}'), record('c', '{}')]);
    expect(answer.batchItemFailures).toEqual([{ itemIdentifier: 'b' }]);
  });

  it('drops a record that is not the queue’s message, where its worker says so', () => {
    expect(messageOrNull(schema, record('1', '{"organizationId":"org-1"}'), 'q')).toEqual({
      organizationId: 'org-1',
    });
    expect(messageOrNull(schema, record('2', 'not json'), 'q')).toBeNull();
    expect(messageOrNull(schema, record('3', '{"organizationId":7}'), 'q')).toBeNull();
  });
});
