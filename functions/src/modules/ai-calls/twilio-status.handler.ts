import { commit } from '../../platform/data/unit-of-work';
import { noContent } from '../../platform/http/http-result';
import type { CallRecord, RealCallState } from './ai-call.entity';
import { CallChangedError, callReplaceWrites } from './ai-calls.repository';
import { endWithoutConversation, finishConversation, retryOrEnd } from './call-progress.service';
import { twilioWebhook } from './twilio-webhook-route';

const laterThan = (previous: string) => {
  const now = new Date().toISOString();
  return now > previous ? now : new Date(Date.parse(previous) + 1).toISOString();
};

/** The call is on its way (initiated, ringing, answered): status calling, its sid and start kept. */
const progress = async (call: CallRecord, sid: string, answered: boolean) => {
  if (!['queued', 'calling'].includes(call.status)) return;
  const at = laterThan(call.updatedAt);
  const next: CallRecord = {
    ...call,
    status: 'calling',
    twilioCallSid: call.twilioCallSid ?? sid,
    startedAt: answered ? (call.startedAt ?? at) : call.startedAt,
    updatedAt: at,
    real: { ...(call.real as RealCallState) },
  };
  if (
    next.status === call.status &&
    next.twilioCallSid === call.twilioCallSid &&
    next.startedAt === call.startedAt
  )
    return;
  await commit(callReplaceWrites(call, next)).catch((error: unknown) => {
    // Another callback moved it first: the later state stands (callbacks may come out of order).
    if (!(error instanceof CallChangedError)) throw error;
  });
};

/**
 * POST …/status: Twilio's progress callbacks (initiated, ringing, answered, completed; busy,
 * no-answer, failed, canceled). Each is applied once and never moves a call back: an ended call
 * ignores what comes after, a callback for another CallSid (an earlier try) is ignored.
 */
export const handler = twilioWebhook(async ({ call, param }) => {
  const sid = param('CallSid');
  if (call.twilioCallSid && sid && call.twilioCallSid !== sid) return noContent();
  const status = param('CallStatus');
  switch (status) {
    case 'queued':
    case 'initiated':
    case 'ringing':
      await progress(call, sid, false);
      break;
    case 'in-progress':
      await progress(call, sid, true);
      break;
    case 'completed': {
      const seconds = Number.parseInt(param('CallDuration') || param('Duration') || '0', 10);
      await finishConversation(
        call,
        Number.isFinite(seconds) ? seconds : 0,
        new Date().toISOString(),
      );
      break;
    }
    case 'busy':
      await retryOrEnd(call, 'busy', 'The line was busy');
      break;
    case 'no-answer':
      await retryOrEnd(call, 'no_answer', 'Nobody answered');
      break;
    case 'failed':
      await retryOrEnd(call, 'failed', 'Twilio could not connect the call');
      break;
    case 'canceled':
      await endWithoutConversation(call, 'failed', 'The call was canceled');
      break;
    default:
      break;
  }
  return noContent();
});
