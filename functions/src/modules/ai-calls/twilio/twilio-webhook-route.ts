import * as z from 'zod/mini';
import { HttpError } from '../../../platform/http/http-error';
import type { HttpResult } from '../../../platform/http/http-result';
import { readRawBody } from '../../../platform/http/request-body';
import { webhookRoute } from '../../../platform/http/route';
import { formParams, isValidTwilioSignature } from '../../../platform/telephony/twilio-signature';
import { telephonyReadiness } from '../../security-settings/provider-keys.service';
import type { CallRecord } from '../ai-call.entity';
import { findCall } from '../ai-calls.repository';
import { publicUrlOf } from '../real-calls/call-urls';

const paramsSchema = z.object({
  orgId: z.string().check(z.minLength(1), z.maxLength(64)),
  callId: z.string().check(z.minLength(1), z.maxLength(64)),
});

const MAX_BODY_BYTES = 64 * 1024;

export interface TwilioWebhookInput {
  call: CallRecord;
  params: Record<string, string | string[]>;
  /** One form parameter's (first) value, or '' when absent. */
  param: (name: string) => string;
}

const forbidden = () =>
  new HttpError(403, 'FORBIDDEN', 'This request is not signed by the Twilio account of this call');

/**
 * A Twilio webhook of one real call (`/api/webhooks/twilio/{orgId}/calls/{callId}/…`): accepted
 * only with a valid X-Twilio-Signature by the organization's auth token, computed over the
 * configured public URL (PUBLIC_API_URL) and the form parameters; anything else is 403 and writes
 * nothing. The call must be the organization's real call.
 */
export const twilioWebhook = (fn: (input: TwilioWebhookInput) => Promise<HttpResult>) =>
  webhookRoute({ params: paramsSchema }, async ({ event, params }) => {
    const raw = readRawBody(event, MAX_BODY_BYTES, 'A Twilio callback is at most 64 KB').toString(
      'utf8',
    );
    const form = formParams(raw);
    const readiness = await telephonyReadiness(params.orgId);
    const signature =
      event.headers?.['x-twilio-signature'] ?? event.headers?.['X-Twilio-Signature'];
    const url = publicUrlOf(event.rawPath, event.rawQueryString);
    if (
      !readiness.ready ||
      !isValidTwilioSignature(readiness.twilio.authToken, signature, url, form)
    ) {
      throw forbidden();
    }
    const call = await findCall(params.orgId, params.callId);
    if (call?.mode !== 'real' || !call.real) {
      throw new HttpError(404, 'NOT_FOUND', 'No such call');
    }
    const param = (name: string) => {
      const value = form[name];
      return (Array.isArray(value) ? value[0] : value) ?? '';
    };
    return fn({ call, params: form, param });
  });
