import { BatchProcessor, EventType, processPartialResponse } from '@aws-lambda-powertools/batch';
import type { SQSHandler, SQSRecord } from 'aws-lambda';
import { flushMetrics } from '../../platform/metrics';
import { refreshAccount } from './account-figures.service';

const processor = new BatchProcessor(EventType.SQS);

/** An account that may have changed: its summary and the platform's figures follow it. */
const processRecord = async (record: SQSRecord) => {
  const { organizationId } = JSON.parse(record.body) as { organizationId: string };
  await refreshAccount(organizationId);
};

export const handler: SQSHandler = async (event, context) => {
  try {
    return await processPartialResponse(event, processRecord, processor, { context });
  } finally {
    flushMetrics();
  }
};
