import { noContent } from '../../../platform/http/http-result';
import { outboxPut, sendFromOutbox } from '../../../platform/queue/outbox';
import { CALL_OUTCOMES_QUEUE } from '../../../platform/queue-names';
import type { RealCallState } from '../ai-call.entity';
import type { TwilioRecording } from '../real-calls/call-recording.service';
import { changeCallWith } from '../records/call-change';
import { twilioWebhook } from './twilio-webhook-route';

type WithRecording = RealCallState & { twilioRecording?: TwilioRecording };

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
  const outbox = outboxPut(CALL_OUTCOMES_QUEUE, {
    organizationId: call.organizationId,
    callId: call.id,
    kind: 'recording',
  });
  const changed = await changeCallWith(call, (latest) => {
    const real = latest.real as WithRecording;
    if (real.twilioRecording?.sid === recording.sid) return null;
    return {
      next: { ...latest, real: { ...real, twilioRecording: recording } as RealCallState },
      writes: [outbox.write],
    };
  });
  if (changed) await sendFromOutbox(outbox.entry);
  return noContent();
});
