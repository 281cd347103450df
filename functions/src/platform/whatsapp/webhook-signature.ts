import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * Meta signs each webhook delivery with `X-Hub-Signature-256: sha256=<hex>`, the HMAC-SHA256 of
 * the raw body (the bytes as sent, before any JSON parsing) with the app secret.
 */
export const expectedHubSignature = (appSecret: string, rawBody: Buffer | string) =>
  `sha256=${createHmac('sha256', appSecret).update(rawBody).digest('hex')}`;

export const isValidHubSignature = (
  appSecret: string,
  header: string | undefined,
  rawBody: Buffer | string,
): boolean => {
  if (!header || !appSecret) return false;
  const expected = Buffer.from(expectedHubSignature(appSecret, rawBody));
  const given = Buffer.from(header.trim().toLowerCase());
  return given.length === expected.length && timingSafeEqual(given, expected);
};
