import type { SQSRecord } from 'aws-lambda';
import { logger } from '../../platform/logger';
import { sqsWorker } from '../../platform/queue/sqs-worker';
import { whatsAppEventSchema } from './whatsapp-event';
import { processWhatsAppEvent } from './whatsapp-events.service';

/** Each record is one signed change of a WhatsApp delivery (whatsapp-webhook.service.ts). */
const processRecord = async (record: SQSRecord) => {
  const event = whatsAppEventSchema.parse(JSON.parse(record.body));
  logger.appendKeys({ organizationId: event.organizationId });
  await processWhatsAppEvent(event);
};

export const handler = sqsWorker(processRecord);
