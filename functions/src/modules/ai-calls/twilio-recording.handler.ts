import { commit } from '../../platform/data/unit-of-work';
import { HttpError } from '../../platform/http/http-error';
import { noContent } from '../../platform/http/http-result';
import { outboxPut, sendFromOutbox } from '../../platform/queue/outbox';
import { CALL_OUTCOMES_QUEUE } from '../../platform/queues';
import type { RealCallState } from './ai-call.entity';
import { CallChangedError, callReplaceWrites } from './ai-calls.repository';
import type { TwilioRecording } from './call-recording.service';
import { twilioWebhook } from './twilio-webhook-route';

/**
 * POST …/recording: the call's recording is ready at Twilio. Where it is, is kept on the call
 * (never shown: Twilio's URL needs the account's credentials), and the call-outcomes worker is
 * told in the same write to copy it into the uploads bucket, from which the call view plays it
 * through a short-lived link. A callback that repeats changes nothing.
 */
export const handler = twilioWebhook(async ({ call, param }) => {
  if (param('RecordingStatus') !== 'completed') return noContent();
  const recording: TwilioRecording = {
    sid: param('RecordingSid'),
    url: param('RecordingUrl'),
    duration: Number.parseInt(param('RecordingDuration') || '0', 10) || 0,
  };
  const real = call.real as RealCallState & { twilioRecording?: TwilioRecording };
  if (real.twilioRecording?.sid === recording.sid) return noContent();
  const now = new Date().toISOString();
  const outbox = outboxPut(CALL_OUTCOMES_QUEUE, {
    organizationId: call.organizationId,
    callId: call.id,
    kind: 'recording',
  });
  try {
    await commit([
      ...callReplaceWrites(call, {
        ...call,
        updatedAt:
          now > call.updatedAt ? now : new Date(Date.parse(call.updatedAt) + 1).toISOString(),
        real: { ...real, twilioRecording: recording } as RealCallState,
      }),
      outbox.write,
    ]);
  } catch (error) {
    // Another callback moved the call first: a 409 makes Twilio send this one again.
    if (error instanceof CallChangedError) {
      throw new HttpError(409, 'CONFLICT', 'The call changed meanwhile; send the callback again');
    }
    throw error;
  }
  await sendFromOutbox(outbox.entry);
  return noContent();
});
