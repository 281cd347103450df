import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { expectedHubSignature, isValidHubSignature } from './webhook-signature';

const SECRET = 'a1b2c3d4e5f60718293a4b5c6d7e8f90';
const BODY = '{"object":"whatsapp_business_account","entry":[{"id":"1","changes":[]}]}';
const reference = (secret: string, body: string) =>
  `sha256=${createHmac('sha256', secret).update(body).digest('hex')}`;

describe('X-Hub-Signature-256', () => {
  it('is sha256= and the hex HMAC-SHA256 of the raw body with the app secret', () => {
    expect(expectedHubSignature(SECRET, BODY)).toBe(reference(SECRET, BODY));
    expect(expectedHubSignature(SECRET, Buffer.from(BODY))).toBe(reference(SECRET, BODY));
  });

  it('accepts the signature of these exact bytes, in either case of hex', () => {
    expect(isValidHubSignature(SECRET, reference(SECRET, BODY), BODY)).toBe(true);
    expect(
      isValidHubSignature(
        SECRET,
        reference(SECRET, BODY).toUpperCase().replace('SHA256', 'sha256'),
        BODY,
      ),
    ).toBe(true);
  });

  it('refuses a missing, empty, truncated or other-secret signature, and other bytes', () => {
    const good = reference(SECRET, BODY);
    expect(isValidHubSignature(SECRET, undefined, BODY)).toBe(false);
    expect(isValidHubSignature(SECRET, '', BODY)).toBe(false);
    expect(isValidHubSignature(SECRET, good.slice(0, -2), BODY)).toBe(false);
    expect(isValidHubSignature(SECRET, reference('another-secret', BODY), BODY)).toBe(false);
    expect(isValidHubSignature('', good, BODY)).toBe(false);
    // The same JSON re-serialised is other bytes: the raw body is what counts.
    const reformatted = JSON.stringify(JSON.parse(BODY), null, 1);
    expect(isValidHubSignature(SECRET, good, reformatted)).toBe(false);
    // Unicode escaped differently is other bytes too.
    const escaped = '{"text":"caf\\u00e9"}';
    expect(isValidHubSignature(SECRET, reference(SECRET, '{"text":"café"}'), escaped)).toBe(false);
  });
});
