import { BatchProcessor, EventType, processPartialResponse } from '@aws-lambda-powertools/batch';
import type { SQSHandler, SQSRecord } from 'aws-lambda';
import type * as z from 'zod/mini';
import { logger } from '../logger';
import { flushMetrics } from '../metrics';

/**
 * A queue's worker: each record of a batch handled on its own (`processRecord`), the failed ones
 * reported back (partial batch responses), so SQS delivers only those again and, past the queue's
 * `maxReceiveCount`, moves them to its dead-letter queue. Metrics are flushed whatever happens.
 */
export const sqsWorker = (processRecord: (record: SQSRecord) => Promise<void>): SQSHandler => {
  const processor = new BatchProcessor(EventType.SQS);
  return async (event, context) => {
    try {
      return await processPartialResponse(event, processRecord, processor, { context });
    } finally {
      flushMetrics();
    }
  };
};

/**
 * A record's message, checked by its zod schema: a body that is not JSON, or not the message the
 * queue carries, fails the record (delivered again, then dead-lettered) and is never half used.
 */
export const messageOf = <S extends z.ZodMiniType>(schema: S, record: SQSRecord): z.output<S> =>
  schema.parse(JSON.parse(record.body)) as z.output<S>;

/**
 * A record's message, or null for one that is not the queue's (not JSON, or not its schema): that
 * one is logged as an error with its body and dropped, where delivering it again could not help.
 */
export const messageOrNull = <S extends z.ZodMiniType>(
  schema: S,
  record: SQSRecord,
  queue: string,
): z.output<S> | null => {
  let body: unknown = null;
  try {
    body = JSON.parse(record.body);
  } catch {
    // Refused by the schema below.
  }
  const parsed = schema.safeParse(body);
  if (parsed.success) return parsed.data as z.output<S>;
  logger.error(`A ${queue} message that is not one`, { body: record.body });
  return null;
};
