import { BatchProcessor, EventType, processPartialResponse } from '@aws-lambda-powertools/batch';
import type { SQSHandler, SQSRecord } from 'aws-lambda';
import { flushMetrics } from '../../platform/metrics';
import { type ErasureMessage, eraseSegment } from './erasure.service';

const processor = new BatchProcessor(EventType.SQS);

/** A segment of a closed organization's data to erase, 30 days after its subscription closed. */
const processRecord = async (record: SQSRecord) => {
  await eraseSegment(JSON.parse(record.body) as ErasureMessage);
};

export const handler: SQSHandler = async (event, context) => {
  try {
    return await processPartialResponse(event, processRecord, processor, { context });
  } finally {
    flushMetrics();
  }
};
