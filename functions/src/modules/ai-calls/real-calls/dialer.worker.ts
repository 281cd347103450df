import type { SQSRecord } from 'aws-lambda';
import { logger } from '../../../platform/logger';
import { countEvent } from '../../../platform/metrics';
import { sqsWorker } from '../../../platform/queue/sqs-worker';
import { twilioTelephony } from '../../../platform/telephony/twilio-calls';
import { dial } from './dialer.service';
import { dialerMessageSchema } from './dialer-message';

/**
 * The dialer: each record is one try of one real call. A record that fails (Twilio out of reach)
 * is reported alone and comes back; one that keeps failing lands in the dead-letter queue, which
 * has an alarm. A malformed record is logged and dropped: delivering it again cannot mend it.
 */
const processRecord = async (record: SQSRecord) => {
  let body: unknown = null;
  try {
    body = JSON.parse(record.body);
  } catch {
    // Falls through to the schema's refusal below.
  }
  const parsed = dialerMessageSchema.safeParse(body);
  if (!parsed.success) {
    logger.error('A dialer message that is not one', { body: record.body });
    return;
  }
  logger.appendKeys({ organizationId: parsed.data.organizationId, callId: parsed.data.callId });
  const result = await dial(parsed.data, twilioTelephony);
  if (result === 'skipped') countEvent('dialerSkipped');
  if (result === 'later' || result.startsWith('waiting')) countEvent('dialerHeldBack');
};

export const handler = sqsWorker(processRecord);
