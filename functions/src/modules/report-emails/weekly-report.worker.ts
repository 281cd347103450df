import { BatchProcessor, EventType, processPartialResponse } from '@aws-lambda-powertools/batch';
import { weeklyReportRequestSchema } from '@salesflow/shared/reports/weekly-report-email.schema';
import type { SQSHandler, SQSRecord } from 'aws-lambda';
import { logger } from '../../platform/logger';
import { flushMetrics } from '../../platform/metrics';
import { sendWeeklyReport } from './weekly-reports.service';

const processor = new BatchProcessor(EventType.SQS);

/** Each record: one user's weekly report, sent once per user, organization and week. */
const processRecord = async (record: SQSRecord) => {
  const request = weeklyReportRequestSchema.parse(JSON.parse(record.body));
  logger.appendKeys({
    userId: request.userId,
    organizationId: request.organizationId,
    reportWeek: request.week,
  });
  const outcome = await sendWeeklyReport(request);
  logger.info('weekly report', { outcome });
};

export const handler: SQSHandler = async (event, context) => {
  try {
    return await processPartialResponse(event, processRecord, processor, { context });
  } finally {
    flushMetrics();
  }
};
