import { contactDuplicateCheckSchema } from '@salesflow/shared/contacts/contact-change';
import type { SQSRecord } from 'aws-lambda';
import { logger } from '../../platform/logger';
import { countEvent } from '../../platform/metrics';
import { messageOf, sqsWorker } from '../../platform/queue/sqs-worker';
import { refreshContactDuplicates } from './duplicates.service';

/**
 * Each record: a contact created, deleted, or changed in what duplicates are matched on; its
 * possible duplicates are brought up to date with the contact as it is now (not as the message
 * says), so a message sent twice, late or out of order changes nothing.
 */
const processRecord = async (record: SQSRecord) => {
  const { organizationId, contactId } = messageOf(contactDuplicateCheckSchema, record);
  logger.appendKeys({ organizationId, contactId });
  const { pairs } = await refreshContactDuplicates(organizationId, contactId);
  countEvent('contactDuplicatesChecked');
  if (pairs) countEvent('contactDuplicatesFound', pairs);
};

export const handler = sqsWorker(processRecord);
