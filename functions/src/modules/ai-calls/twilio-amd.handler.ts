import { commit } from '../../platform/data/unit-of-work';
import { HttpError } from '../../platform/http/http-error';
import { noContent } from '../../platform/http/http-result';
import { postToConnection } from '../../platform/ws/connections';
import type { CallRecord, RealCallState } from './ai-call.entity';
import { CallChangedError, callReplaceWrites } from './ai-calls.repository';
import { machineAnswered } from './call-conversation.service';
import { twilioWebhook } from './twilio-webhook-route';

/**
 * POST …/amd: asynchronous answering-machine detection (with DetectMessageEnd, it comes after the
 * greeting's beep). What answered is kept on the call; a machine gets the short voicemail message
 * on the open relay session at once, and the call's outcome will be no_answer. A callback that
 * repeats changes nothing; one that lost a race to another write is asked for again (409).
 */
export const handler = twilioWebhook(async ({ call, param }) => {
  const answeredBy = param('AnsweredBy');
  const sid = param('CallSid');
  if (!answeredBy || (call.twilioCallSid && sid && call.twilioCallSid !== sid)) return noContent();
  if (call.real?.answeredBy === answeredBy) return noContent();
  const now = new Date().toISOString();
  const next: CallRecord = {
    ...call,
    updatedAt: now > call.updatedAt ? now : new Date(Date.parse(call.updatedAt) + 1).toISOString(),
    real: { ...(call.real as RealCallState), answeredBy },
  };
  try {
    await commit(callReplaceWrites(call, next));
  } catch (error) {
    if (error instanceof CallChangedError) {
      throw new HttpError(409, 'CONFLICT', 'The call changed meanwhile; send the callback again');
    }
    throw error;
  }
  if (/^(machine|fax)/.test(answeredBy)) await machineAnswered(next, postToConnection);
  return noContent();
});
