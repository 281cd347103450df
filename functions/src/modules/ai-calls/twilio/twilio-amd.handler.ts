import { noContent } from '../../../platform/http/http-result';
import { postToConnection } from '../../../platform/ws/connections';
import type { RealCallState } from '../ai-call.entity';
import { machineAnswered } from '../real-calls/call-conversation.service';
import { changeCallWith } from '../records/call-change';
import { twilioWebhook } from './twilio-webhook-route';

/**
 * POST …/amd: asynchronous answering-machine detection (with DetectMessageEnd, it comes after the
 * greeting's beep). What answered is kept on the call; a machine gets the short voicemail message
 * on the open relay session at once, and the call's outcome will be no_answer. A callback that
 * repeats changes nothing.
 */
export const handler = twilioWebhook(async ({ call, param }) => {
  const answeredBy = param('AnsweredBy');
  const sid = param('CallSid');
  if (!answeredBy || (call.twilioCallSid && sid && call.twilioCallSid !== sid)) return noContent();
  const changed = await changeCallWith(call, (latest) =>
    latest.real?.answeredBy === answeredBy
      ? null
      : { next: { ...latest, real: { ...(latest.real as RealCallState), answeredBy } } },
  );
  if (changed && /^(machine|fax)/.test(answeredBy)) {
    await machineAnswered(changed, postToConnection);
  }
  return noContent();
});
