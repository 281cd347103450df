import { commit } from '../../platform/data/unit-of-work';
import { noContent } from '../../platform/http/http-result';
import type { RealCallState } from './ai-call.entity';
import { CallChangedError, callReplaceWrites } from './ai-calls.repository';
import { twilioWebhook } from './twilio-webhook-route';

/**
 * POST …/amd: asynchronous answering-machine detection. What answered is kept on the call; the
 * conversation reads it (a machine gets the short voicemail message after the beep, and the call's
 * outcome is no_answer).
 */
export const handler = twilioWebhook(async ({ call, param }) => {
  const answeredBy = param('AnsweredBy');
  const sid = param('CallSid');
  if (!answeredBy || (call.twilioCallSid && sid && call.twilioCallSid !== sid)) return noContent();
  if (call.real?.answeredBy === answeredBy) return noContent();
  const now = new Date().toISOString();
  await commit(
    callReplaceWrites(call, {
      ...call,
      updatedAt:
        now > call.updatedAt ? now : new Date(Date.parse(call.updatedAt) + 1).toISOString(),
      real: { ...(call.real as RealCallState), answeredBy },
    }),
  ).catch((error: unknown) => {
    if (!(error instanceof CallChangedError)) throw error;
  });
  return noContent();
});
