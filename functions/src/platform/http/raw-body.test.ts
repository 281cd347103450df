import { describe, expect, it } from 'vitest';
import { HttpError } from './http-error';
import { readRawBody } from './request-body';

describe("a webhook's raw body", () => {
  it('is the bytes as sent, plain or base64', () => {
    const text = 'name=Rāhul&phone=%2B91';
    expect(readRawBody({ body: text, isBase64Encoded: false }, 100, 'too large').toString()).toBe(
      text,
    );
    const encoded = Buffer.from(text).toString('base64');
    expect(readRawBody({ body: encoded, isBase64Encoded: true }, 100, 'too large').toString()).toBe(
      text,
    );
    expect(readRawBody({ body: undefined, isBase64Encoded: false }, 100, 'too large')).toHaveLength(
      0,
    );
  });

  it('is refused past its limit, counted in bytes, with the caller’s message', () => {
    const body = 'ā'.repeat(60); // 120 bytes in UTF-8
    expect(readRawBody({ body, isBase64Encoded: false }, 120, 'too large')).toHaveLength(120);
    const refused = (() => {
      try {
        readRawBody({ body, isBase64Encoded: false }, 119, 'A lead may be at most 119 bytes');
      } catch (error) {
        return error;
      }
    })();
    expect(refused).toBeInstanceOf(HttpError);
    expect(refused).toMatchObject({
      status: 413,
      code: 'PAYLOAD_TOO_LARGE',
      message: 'A lead may be at most 119 bytes',
    });
  });
});
