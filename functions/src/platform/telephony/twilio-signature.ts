import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * Twilio's request signature (X-Twilio-Signature): base64 HMAC-SHA1, keyed with the account's
 * auth token, of the full URL Twilio called followed by each form parameter's name and value,
 * sorted by name (a repeated name: each of its values, in order). A WebSocket handshake is signed
 * over its URL alone. The URL must be the configured public one (call-urls.ts), never one rebuilt
 * from the request: API Gateway and proxies change scheme, host and port.
 */
export const twilioSignature = (
  authToken: string,
  url: string,
  params: Readonly<Record<string, string | readonly string[]>> = {},
): string => {
  const data = Object.keys(params)
    .sort()
    .reduce((text, name) => {
      const value = params[name];
      const values = Array.isArray(value) ? [...value] : [value as string];
      return text + values.map((v) => `${name}${v}`).join('');
    }, url);
  return createHmac('sha1', authToken).update(data, 'utf8').digest('base64');
};

export const isValidTwilioSignature = (
  authToken: string,
  signature: string | undefined,
  url: string,
  params: Readonly<Record<string, string | readonly string[]>> = {},
): boolean => {
  if (!signature) return false;
  const expected = Buffer.from(twilioSignature(authToken, url, params));
  const given = Buffer.from(signature);
  return expected.length === given.length && timingSafeEqual(expected, given);
};

/** A form-encoded body as Twilio signs it: names to values (repeated names keep every value). */
export const formParams = (body: string): Record<string, string | string[]> => {
  const params: Record<string, string | string[]> = {};
  for (const [name, value] of new URLSearchParams(body)) {
    const seen = params[name];
    params[name] =
      seen === undefined ? value : Array.isArray(seen) ? [...seen, value] : [seen, value];
  }
  return params;
};
