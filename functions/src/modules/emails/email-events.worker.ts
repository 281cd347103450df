import { readSesEvent } from '@salesflow/shared/emails/ses-event';
import type { SQSRecord } from 'aws-lambda';
import { logger } from '../../platform/logger';
import { sqsWorker } from '../../platform/queue/sqs-worker';
import { applyMailStop } from './emails.service';

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

export const handler = sqsWorker(processRecord);
