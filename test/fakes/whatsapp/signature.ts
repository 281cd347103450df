import { createHmac } from 'node:crypto';

/** `X-Hub-Signature-256`: `sha256=` and the hex HMAC-SHA256 of the raw body with the app secret. */
export const hubSignature = (appSecret: string, rawBody: string) =>
  `sha256=${createHmac('sha256', appSecret).update(rawBody, 'utf8').digest('hex')}`;
