import { noticeEmailMessageSchema } from '@salesflow/shared/notifications/notice';
import type { SQSRecord } from 'aws-lambda';
import { logger } from '../../platform/logger';
import { sqsWorker } from '../../platform/queue/sqs-worker';
import { emailNotice } from './notice-email.service';

/** Each record: one notice to email, at most once however often the message comes. */
const processRecord = async (record: SQSRecord) => {
  const { userId, noticeId } = noticeEmailMessageSchema.parse(JSON.parse(record.body));
  logger.appendKeys({ userId, noticeId });
  await emailNotice(userId, noticeId);
};

export const handler = sqsWorker(processRecord);
