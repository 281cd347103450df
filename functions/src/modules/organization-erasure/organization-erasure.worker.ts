import { BatchProcessor, EventType, processPartialResponse } from '@aws-lambda-powertools/batch';
import type { SQSHandler, SQSRecord } from 'aws-lambda';
import { flushMetrics } from '../../platform/metrics';
import { type ErasureMessage, eraseStep } from './erasure.service';

const processor = new BatchProcessor(EventType.SQS);

/**
 * An organization's erasure from where it stands: a closed organization's data 30 days after its
 * subscription closed, or an organization removed whole.
 */
const processRecord = async (record: SQSRecord) => {
  await eraseStep(JSON.parse(record.body) as ErasureMessage);
};

export const handler: SQSHandler = async (event, context) => {
  try {
    return await processPartialResponse(event, processRecord, processor, { context });
  } finally {
    flushMetrics();
  }
};
