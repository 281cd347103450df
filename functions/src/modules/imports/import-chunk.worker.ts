import { BatchProcessor, EventType, processPartialResponse } from '@aws-lambda-powertools/batch';
import type { SQSHandler, SQSRecord } from 'aws-lambda';
import { flushMetrics } from '../../platform/metrics';
import { importChunk } from './import-chunk.service';
import { parseChunkMessage } from './import-messages';

const processor = new BatchProcessor(EventType.SQS);

/** Each record: a chunk of an import's rows, written and counted once however often it comes. */
const processRecord = async (record: SQSRecord) => {
  await importChunk(parseChunkMessage(record.body));
};

export const handler: SQSHandler = async (event, context) => {
  try {
    return await processPartialResponse(event, processRecord, processor, { context });
  } finally {
    flushMetrics();
  }
};
