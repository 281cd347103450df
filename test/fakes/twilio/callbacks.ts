import type { FakeCall, SentRequest } from './call-record';
import { twilioSignature } from './signature';

/** Longest the fake waits for our side to answer one webhook, as Twilio's 15 s but shorter. */
const WEBHOOK_TIMEOUT_MS = 5_000;

export interface WebhookAnswer {
  status: number;
  body: string;
}

/**
 * One signed webhook request from "Twilio" to our side: form-encoded POST (or GET with the
 * parameters in the query), `X-Twilio-Signature` over the exact URL and the sorted parameters.
 * Kept on the call (`call.sent`) with our side's answer status; an unreachable URL answers 0.
 */
export const sendWebhook = async (
  call: FakeCall,
  authToken: string,
  kind: SentRequest['kind'],
  target: { url: string; method?: 'GET' | 'POST' },
  params: Record<string, string>,
  signal: AbortSignal,
): Promise<WebhookAnswer> => {
  const method = target.method ?? 'POST';
  let url = target.url;
  if (method === 'GET') {
    url += (url.includes('?') ? '&' : '?') + new URLSearchParams(params).toString();
  }
  const signed = method === 'GET' ? {} : params;
  const signature = twilioSignature(authToken, url, signed);
  const record: SentRequest = { kind, url, params, signature, answeredStatus: 0, at: Date.now() };
  call.sent.push(record);
  try {
    const response = await fetch(url, {
      method,
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        'user-agent': 'TwilioProxy/1.1',
        'x-twilio-signature': signature,
        'i-twilio-idempotency-token': crypto.randomUUID(),
      },
      body: method === 'POST' ? new URLSearchParams(params).toString() : undefined,
      signal: AbortSignal.any([signal, AbortSignal.timeout(WEBHOOK_TIMEOUT_MS)]),
    });
    record.answeredStatus = response.status;
    return { status: response.status, body: await response.text() };
  } catch {
    return { status: 0, body: '' };
  }
};
