import { createHmac } from 'node:crypto';

/** Form parameters as Twilio signs them: a repeated parameter is a list. */
export type SignedParams = Record<string, string | string[]>;

/**
 * X-Twilio-Signature: base64(HMAC-SHA1(authToken, url + each parameter name and value, sorted by
 * name)); a repeated parameter contributes each distinct value, sorted, the way twilio-node's
 * `getExpectedTwilioSignature` reads it. A WebSocket handshake is signed over its ws(s) URL (with
 * its query) and no parameters.
 */
export const twilioSignature = (authToken: string, url: string, params: SignedParams): string => {
  let data = url;
  for (const key of Object.keys(params).sort()) {
    const value = params[key];
    const values = Array.isArray(value) ? [...new Set(value)].sort() : [value ?? ''];
    for (const one of values) data += key + one;
  }
  return createHmac('sha1', authToken).update(Buffer.from(data, 'utf-8')).digest('base64');
};
