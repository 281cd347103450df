import { BatchProcessor, EventType, processPartialResponse } from '@aws-lambda-powertools/batch';
import { contactChangeSchema } from '@salesflow/shared/contacts/contact-change';
import type { SQSHandler, SQSRecord } from 'aws-lambda';
import { logger } from '../../platform/logger';
import { applyContactChange } from './contact-change.service';

const processor = new BatchProcessor(EventType.SQS);

/** Each record: parse, then update the contact's deals (idempotent: repeating it changes nothing). */
const processRecord = async (record: SQSRecord) => {
  const change = contactChangeSchema.parse(JSON.parse(record.body));
  logger.appendKeys({ organizationId: change.organizationId, contactId: change.contactId });
  await applyContactChange(change);
};

export const handler: SQSHandler = async (event, context) =>
  processPartialResponse(event, processRecord, processor, { context });
