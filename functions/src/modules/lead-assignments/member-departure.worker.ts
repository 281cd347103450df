import { memberDepartureSchema } from '@salesflow/shared/teams/member-departure';
import type { SQSRecord } from 'aws-lambda';
import { logger } from '../../platform/logger';
import { sendMessage } from '../../platform/queue/send-message';
import { sqsWorker } from '../../platform/queue/sqs-worker';
import { MEMBER_DEPARTURES_QUEUE } from '../../platform/queue-names';
import { releaseLeadsOf } from './assignments.service';

/**
 * Each record: a member who left. A batch of their leads goes back to the unassigned leads; while
 * some remain, the same message is sent again, so a member with many leads never outlasts one
 * function's time. A repeated message finds nothing left to move.
 */
const processRecord = async (record: SQSRecord) => {
  const departure = memberDepartureSchema.parse(JSON.parse(record.body));
  logger.appendKeys({ organizationId: departure.organizationId, userId: departure.userId });
  if (await releaseLeadsOf(departure)) await sendMessage(MEMBER_DEPARTURES_QUEUE, departure);
};

export const handler = sqsWorker(processRecord);
