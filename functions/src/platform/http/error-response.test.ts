import { describe, expect, it } from 'vitest';
import { ProvisionedThroughputExceededException } from '../data/dynamo-commands';
import { RateLimitedError } from '../errors';
import { errorResponse } from './error-response';

const bodyOf = (result: { body?: unknown }) => result.body as { error: Record<string, unknown> };

describe('errorResponse', () => {
  it('answers overload 503 with Retry-After and the error body', () => {
    const result = errorResponse(
      new ProvisionedThroughputExceededException({ message: 'slow down', $metadata: {} }),
      'req-1',
    );

    expect(result.status).toBe(503);
    expect(Number(result.headers?.['retry-after'])).toBeGreaterThanOrEqual(1);
    expect(bodyOf(result)).toEqual({
      error: { code: 'SERVICE_UNAVAILABLE', message: expect.any(String), requestId: 'req-1' },
    });
  });

  it('keeps our own ceiling a 429 with its own Retry-After', () => {
    const result = errorResponse(new RateLimitedError(17), 'req-2');

    expect(result.status).toBe(429);
    expect(result.headers?.['retry-after']).toBe('17');
  });

  it('answers a bug 500 with a generic message and no Retry-After', () => {
    const result = errorResponse(new TypeError('secret detail'), 'req-3');

    expect(result.status).toBe(500);
    expect(result.headers?.['retry-after']).toBeUndefined();
    expect(bodyOf(result).error).toMatchObject({ code: 'INTERNAL', requestId: 'req-3' });
    expect(JSON.stringify(result.body)).not.toContain('secret detail');
  });
});
