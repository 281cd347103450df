import { commit } from '../../platform/data/unit-of-work';
import { noContent } from '../../platform/http/http-result';
import type { RealCallState } from './ai-call.entity';
import { CallChangedError, callReplaceWrites } from './ai-calls.repository';
import { twilioWebhook } from './twilio-webhook-route';

/**
 * POST …/recording: the call's recording is ready at Twilio. Where it is, is kept on the call
 * (never shown: Twilio's URL needs the account's credentials); the recordings worker copies it to
 * the uploads bucket, from which the call view plays it through a short-lived link.
 */
export const handler = twilioWebhook(async ({ call, param }) => {
  if (param('RecordingStatus') !== 'completed') return noContent();
  const recording = {
    sid: param('RecordingSid'),
    url: param('RecordingUrl'),
    duration: Number.parseInt(param('RecordingDuration') || '0', 10) || 0,
  };
  const real = call.real as RealCallState & { twilioRecording?: typeof recording };
  if (real.twilioRecording?.sid === recording.sid) return noContent();
  const now = new Date().toISOString();
  await commit(
    callReplaceWrites(call, {
      ...call,
      updatedAt:
        now > call.updatedAt ? now : new Date(Date.parse(call.updatedAt) + 1).toISOString(),
      real: { ...real, twilioRecording: recording } as RealCallState,
    }),
  ).catch((error: unknown) => {
    if (!(error instanceof CallChangedError)) throw error;
  });
  return noContent();
});
