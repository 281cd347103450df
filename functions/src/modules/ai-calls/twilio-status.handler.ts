import { noContent } from '../../platform/http/http-result';
import type { CallRecord } from './ai-call.entity';
import { changeCallWith } from './call-change';
import { endWithoutConversation, finishConversation, retryOrEnd } from './call-progress.service';
import { twilioWebhook } from './twilio-webhook-route';

/** The call is on its way (initiated, ringing, answered): status calling, its sid and start kept. */
const progress = (call: CallRecord, sid: string, answered: boolean) =>
  changeCallWith(call, (latest) => {
    if (!['queued', 'calling'].includes(latest.status)) return null;
    const startedAt = answered ? (latest.startedAt ?? new Date().toISOString()) : latest.startedAt;
    const twilioCallSid = latest.twilioCallSid ?? (sid || null);
    if (
      latest.status === 'calling' &&
      twilioCallSid === latest.twilioCallSid &&
      startedAt === latest.startedAt
    ) {
      return null;
    }
    return { next: { ...latest, status: 'calling', twilioCallSid, startedAt } };
  });

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
