import { noContent } from '../../../platform/http/http-result';
import { applyStatusCallback } from './call-status.service';
import { twilioWebhook } from './twilio-webhook-route';

/** POST …/status: Twilio's progress callbacks, applied by call-status.service.ts. */
export const handler = twilioWebhook(async ({ call, param }) => {
  await applyStatusCallback(call, {
    sid: param('CallSid'),
    status: param('CallStatus'),
    duration: param('CallDuration') || param('Duration'),
  });
  return noContent();
});
