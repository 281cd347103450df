import { BatchProcessor, EventType, processPartialResponse } from '@aws-lambda-powertools/batch';
import { dailyReportRequestSchema } from '@salesflow/shared/notifications/daily-report';
import type { SQSHandler, SQSRecord } from 'aws-lambda';
import { logger } from '../../platform/logger';
import { flushMetrics } from '../../platform/metrics';
import { sendDailyReport } from './daily-reports.service';

const processor = new BatchProcessor(EventType.SQS);

/** Each record: one user's daily report, sent once per user and date however often it comes. */
const processRecord = async (record: SQSRecord) => {
  const request = dailyReportRequestSchema.parse(JSON.parse(record.body));
  logger.appendKeys({ userId: request.userId, reportDate: request.date });
  await sendDailyReport(request);
};

export const handler: SQSHandler = async (event, context) => {
  try {
    return await processPartialResponse(event, processRecord, processor, { context });
  } finally {
    flushMetrics();
  }
};
