import { leadScoreRequestSchema } from '@salesflow/shared/scoring/lead-score-request';
import type { SQSRecord } from 'aws-lambda';
import { logger } from '../../platform/logger';
import { countEvent } from '../../platform/metrics';
import { sqsWorker } from '../../platform/queue/sqs-worker';
import { recomputeLeadScore } from './lead-scoring.service';

/**
 * Each record names a contact whose evidence moved; its score is recomputed from the evidence as
 * it is now, not from the message, so a message that comes twice, late or out of order changes
 * nothing (an unchanged score is not written).
 */
const processRecord = async (record: SQSRecord) => {
  const request = leadScoreRequestSchema.parse(JSON.parse(record.body));
  logger.appendKeys({ organizationId: request.organizationId, contactId: request.contactId });
  const outcome = await recomputeLeadScore(
    request.organizationId,
    request.contactId,
    request.timezone,
  );
  countEvent(outcome === 'rescored' ? 'leadRescored' : 'leadScoreUnchanged');
};

export const handler = sqsWorker(processRecord);
