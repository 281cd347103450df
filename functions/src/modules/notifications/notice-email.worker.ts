import { BatchProcessor, EventType, processPartialResponse } from '@aws-lambda-powertools/batch';
import { noticeEmailMessageSchema } from '@salesflow/shared/notifications/notice';
import type { SQSHandler, SQSRecord } from 'aws-lambda';
import { logger } from '../../platform/logger';
import { flushMetrics } from '../../platform/metrics';
import { emailNotice } from './notice-email.service';

const processor = new BatchProcessor(EventType.SQS);

/** Each record: one notice to email, at most once however often the message comes. */
const processRecord = async (record: SQSRecord) => {
  const { userId, noticeId } = noticeEmailMessageSchema.parse(JSON.parse(record.body));
  logger.appendKeys({ userId, noticeId });
  await emailNotice(userId, noticeId);
};

export const handler: SQSHandler = async (event, context) => {
  try {
    return await processPartialResponse(event, processRecord, processor, { context });
  } finally {
    flushMetrics();
  }
};
