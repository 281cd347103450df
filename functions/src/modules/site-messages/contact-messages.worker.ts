import { BatchProcessor, EventType, processPartialResponse } from '@aws-lambda-powertools/batch';
import type { SQSHandler, SQSRecord } from 'aws-lambda';
import { flushMetrics } from '../../platform/metrics';
import type { ContactMessageKey } from './contact-messages.repository';
import { emailContactMessage } from './contact-messages.service';

const processor = new BatchProcessor(EventType.SQS);

/** A visitor's message from the contact page goes to the sales inbox. */
const processRecord = async (record: SQSRecord) => {
  await emailContactMessage(JSON.parse(record.body) as ContactMessageKey);
};

export const handler: SQSHandler = async (event, context) => {
  try {
    return await processPartialResponse(event, processRecord, processor, { context });
  } finally {
    flushMetrics();
  }
};
