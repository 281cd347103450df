import type { SQSRecord } from 'aws-lambda';
import { logger } from '../../platform/logger';
import { countEvent } from '../../platform/metrics';
import { messageOf, sqsWorker } from '../../platform/queue/sqs-worker';
import { mergeResumeSchema } from './merge-resumes';
import { resumeMerge } from './merges.service';

/**
 * Each record: a merge that began a minute before, finished if it is still under way (its request
 * stopped midway); one that ended is left as it is, so a message sent twice changes nothing.
 */
const processRecord = async (record: SQSRecord) => {
  const { organizationId, otherId } = messageOf(mergeResumeSchema, record);
  logger.appendKeys({ organizationId, contactId: otherId });
  await resumeMerge(organizationId, otherId);
  countEvent('contactMergeResumed');
};

export const handler = sqsWorker(processRecord);
