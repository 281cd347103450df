import { BatchProcessor, EventType, processPartialResponse } from '@aws-lambda-powertools/batch';
import type { SQSHandler, SQSRecord } from 'aws-lambda';
import { logger } from '../../platform/logger';
import { flushMetrics } from '../../platform/metrics';
import { whatsAppEventSchema } from './whatsapp-event';
import { processWhatsAppEvent } from './whatsapp-events.service';

const processor = new BatchProcessor(EventType.SQS);

/** Each record is one signed change of a WhatsApp delivery (whatsapp-webhook.service.ts). */
const processRecord = async (record: SQSRecord) => {
  const event = whatsAppEventSchema.parse(JSON.parse(record.body));
  logger.appendKeys({ organizationId: event.organizationId });
  await processWhatsAppEvent(event);
};

export const handler: SQSHandler = async (event, context) => {
  try {
    return await processPartialResponse(event, processRecord, processor, { context });
  } finally {
    flushMetrics();
  }
};
