import { memberDepartureSchema } from '@salesflow/shared/teams/member-departure';
import type { SQSRecord } from 'aws-lambda';
import { logger } from '../../platform/logger';
import { sendMessage } from '../../platform/queue/send-message';
import { sqsWorker } from '../../platform/queue/sqs-worker';
import { MEMBER_DEPARTURES_QUEUE } from '../../platform/queue-names';
import { releaseLeadsOf } from './assignments.service';

/**
 * Seconds before the worker looks once more after the member's leads ran out: the leads are found
 * by their holder's index, which follows from the table's stream (within about a second), so a
 * lead added just before the member left may reach it after the first look.
 */
const LAST_LOOK_SECONDS = 5;

/**
 * Each record: a member who left. A batch of their leads goes to the chosen member or back to the
 * unassigned leads; while some remain, the same message is sent again, so a member with many leads
 * never outlasts one function's time; once none remain, it looks once more a few seconds later. A
 * repeated message finds nothing left to move.
 */
const processRecord = async (record: SQSRecord) => {
  const departure = memberDepartureSchema.parse(JSON.parse(record.body));
  logger.appendKeys({ organizationId: departure.organizationId, userId: departure.userId });
  if (await releaseLeadsOf(departure)) {
    await sendMessage(MEMBER_DEPARTURES_QUEUE, departure);
  } else if (!departure.lookedAgain) {
    await sendMessage(
      MEMBER_DEPARTURES_QUEUE,
      { ...departure, lookedAgain: true },
      { delaySeconds: LAST_LOOK_SECONDS },
    );
  }
};

export const handler = sqsWorker(processRecord);
