import type { SQSRecord } from 'aws-lambda';
import * as z from 'zod/mini';
import { logger } from '../../../platform/logger';
import { sendMessage } from '../../../platform/queue/send-message';
import { messageOrNull, sqsWorker } from '../../../platform/queue/sqs-worker';
import { AUTO_RUN_STEPS_QUEUE } from '../../../platform/queue-names';
import { settleCallOutcome } from './call-outcome.service';
import { keepRecording } from './call-recording.service';

const messageSchema = z.object({
  organizationId: z.string(),
  callId: z.string(),
  /** What to do: analyse the ended call (default) or keep its recording. `auto-run` (call the next
   * lead of the call's auto-calling run) is what an older version sent here: passed on to
   * auto-run-steps, whose worker does it. */
  kind: z.optional(z.enum(['outcome', 'recording', 'auto-run'])),
});

/**
 * A real call that ended: analysed and written back to the CRM once (call-outcome.service); its
 * recording copied from Twilio into the uploads bucket once (call-recording.service). The next
 * lead of an auto-calling run is called by the auto-run-steps worker, which carries what placing
 * a call needs.
 */
const processRecord = async (record: SQSRecord) => {
  const message = messageOrNull(messageSchema, record, 'call-outcomes');
  if (!message) return;
  const { organizationId, callId, kind } = message;
  logger.appendKeys({ organizationId, callId });
  if (kind === 'recording') await keepRecording(organizationId, callId);
  else if (kind === 'auto-run') await sendMessage(AUTO_RUN_STEPS_QUEUE, { organizationId, callId });
  else await settleCallOutcome(organizationId, callId);
};

export const handler = sqsWorker(processRecord);
