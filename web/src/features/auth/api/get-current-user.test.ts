import { describe, expect, it } from 'vitest';
import { signedInUser, stubFetch } from '../../../testing/fetch-stub';
import { released, trackedResponse } from '../../../testing/tracked-response';
import { getCurrentUser } from './get-current-user';

describe('getCurrentUser', () => {
  it('answers null for a 401 and still reads the body, so the request can finish', async () => {
    const { response, state } = trackedResponse(401, '{"error":{"message":"Sign in required"}}');
    const api = stubFetch({ 'GET /api/auth/user': () => response });

    await expect(getCurrentUser()).resolves.toBeNull();

    expect(released(state)).toBe(true);
    expect(api.requests[0]?.credentials).toBe('include');
  });

  it('raises "HTTP {status}: {statusText}" on other failures, after reading the body', async () => {
    const { response, state } = trackedResponse(503, 'upstream down', {
      statusText: 'Service Unavailable',
    });
    stubFetch({ 'GET /api/auth/user': () => response });

    await expect(getCurrentUser()).rejects.toThrow(/^HTTP 503: Service Unavailable$/);

    expect(released(state)).toBe(true);
  });

  it('answers the signed-in user', async () => {
    const { response, state } = trackedResponse(200, JSON.stringify(signedInUser));
    stubFetch({ 'GET /api/auth/user': () => response });

    await expect(getCurrentUser()).resolves.toEqual(signedInUser);
    expect(released(state)).toBe(true);
  });
});
