import { BatchProcessor, EventType, processPartialResponse } from '@aws-lambda-powertools/batch';
import { readSesEvent } from '@salesflow/shared/emails/ses-event';
import type { SQSHandler, SQSRecord } from 'aws-lambda';
import { logger } from '../../platform/logger';
import { flushMetrics } from '../../platform/metrics';
import { applyMailStop } from './emails.service';

const processor = new BatchProcessor(EventType.SQS);

/**
 * SES's events about sent email (a configuration set → SNS → this queue in AWS; the mailbox
 * simulator on the local stack): permanent bounces and complaints stop the address.
 */
const processRecord = async (record: SQSRecord) => {
  const stop = readSesEvent(record.body);
  if (!stop) return;
  const stopped = await applyMailStop(stop);
  logger.info('SES event applied', { kind: stop.kind, messageId: stop.messageId, stopped });
};

export const handler: SQSHandler = async (event, context) => {
  try {
    return await processPartialResponse(event, processRecord, processor, { context });
  } finally {
    flushMetrics();
  }
};
