import { dailyReportRequestSchema } from '@salesflow/shared/notifications/daily-report';
import type { SQSRecord } from 'aws-lambda';
import { logger } from '../../platform/logger';
import { sqsWorker } from '../../platform/queue/sqs-worker';
import { sendDailyReport } from './daily-reports.service';

/** Each record: one user's daily report, sent once per user and date however often it comes. */
const processRecord = async (record: SQSRecord) => {
  const request = dailyReportRequestSchema.parse(JSON.parse(record.body));
  logger.appendKeys({ userId: request.userId, reportDate: request.date });
  await sendDailyReport(request);
};

export const handler = sqsWorker(processRecord);
