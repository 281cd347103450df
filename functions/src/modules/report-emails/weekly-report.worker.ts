import { weeklyReportRequestSchema } from '@salesflow/shared/reports/weekly-report-email.schema';
import type { SQSRecord } from 'aws-lambda';
import { logger } from '../../platform/logger';
import { sqsWorker } from '../../platform/queue/sqs-worker';
import { sendWeeklyReport } from './weekly-reports.service';

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

export const handler = sqsWorker(processRecord);
