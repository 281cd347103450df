import * as z from 'zod/mini';
import { HttpError } from '../../../platform/http/http-error';
import type { HttpResult } from '../../../platform/http/http-result';
import { readRawBody } from '../../../platform/http/request-body';
import { webhookRoute } from '../../../platform/http/route';
import { sameCallToken } from '../../../platform/telephony/exotel-call-token';
import type { CallRecord } from '../ai-call.entity';
import { findCall } from '../ai-calls.repository';

const paramsSchema = z.object({
  orgId: z.string().check(z.minLength(1), z.maxLength(64)),
  callId: z.string().check(z.minLength(1), z.maxLength(64)),
});
const querySchema = z.object({ token: z.optional(z.string().check(z.maxLength(200))) });

const MAX_BODY_BYTES = 64 * 1024;

export interface ExotelWebhookInput {
  call: CallRecord;
  body: string;
  contentType: string | undefined;
}

const forbidden = () =>
  new HttpError(403, 'FORBIDDEN', 'This request does not carry the token of this call');

/**
 * An Exotel callback of one real call (`/api/webhooks/exotel/{orgId}/calls/{callId}/…?token=`).
 * Exotel signs nothing, so the URL we gave it carries the call's own unguessable token: a
 * callback for a call that is not an Exotel call of that organization, or with a missing or
 * wrong token, is 403 and writes nothing (the same answer for each, so it tells nothing).
 */
export const exotelWebhook = (fn: (input: ExotelWebhookInput) => Promise<HttpResult>) =>
  webhookRoute({ params: paramsSchema, query: querySchema }, async ({ event, params, query }) => {
    const body = readRawBody(event, MAX_BODY_BYTES, 'An Exotel callback is at most 64 KB').toString(
      'utf8',
    );
    const call = await findCall(params.orgId, params.callId);
    const expected = call?.mode === 'real' ? call.real?.callToken : undefined;
    if (call?.real?.carrier !== 'exotel' || !expected) throw forbidden();
    if (!sameCallToken(expected, query.token)) throw forbidden();
    const contentType = event.headers?.['content-type'] ?? event.headers?.['Content-Type'];
    return fn({ call, body, contentType });
  });
