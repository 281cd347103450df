import { BatchProcessor, EventType, processPartialResponse } from '@aws-lambda-powertools/batch';
import type { SQSHandler, SQSRecord } from 'aws-lambda';
import { flushMetrics } from '../../platform/metrics';
import { splitImportFile } from './import-file.service';
import { importFileMessageSchema } from './import-messages';

const processor = new BatchProcessor(EventType.SQS);

/** Each record: an import job whose file is to be read and queued in chunks. */
const processRecord = async (record: SQSRecord) => {
  await splitImportFile(importFileMessageSchema.parse(JSON.parse(record.body)));
};

export const handler: SQSHandler = async (event, context) => {
  try {
    return await processPartialResponse(event, processRecord, processor, { context });
  } finally {
    flushMetrics();
  }
};
