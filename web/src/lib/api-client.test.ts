import { describe, expect, it } from 'vitest';
import { apiError, json, stubFetch } from '../testing/fetch-stub';
import { released, trackedResponse } from '../testing/tracked-response';
import { ApiError, apiFetch, apiRequest, errorMessage } from './api-client';

describe('apiRequest', () => {
  it('sends mutations as JSON with the session cookie', async () => {
    const api = stubFetch({ 'POST /api/things': () => json(201, { id: 't1' }) });

    await expect(apiRequest('/api/things', { method: 'POST', body: { a: 1 } })).resolves.toEqual({
      id: 't1',
    });

    const [request] = api.requests;
    expect(request?.credentials).toBe('include');
    expect(request?.headers.get('Content-Type')).toBe('application/json');
    expect(request?.body).toEqual({ a: 1 });
  });

  it('leaves out empty query values', async () => {
    const api = stubFetch({ 'GET /api/things': () => json(200, []) });

    await apiRequest('/api/things', { query: { limit: 50, search: '', cursor: undefined } });

    expect(api.requests[0]?.url.search).toBe('?limit=50');
  });

  it('turns a failure into an ApiError carrying the server error body', async () => {
    stubFetch({
      'POST /api/things': () =>
        apiError(400, 'VALIDATION_FAILED', 'Some fields are not valid', [
          { field: 'email', message: 'Email is required' },
        ]),
    });

    const error = await apiRequest('/api/things', { method: 'POST', body: {} }).catch(
      (e: unknown) => e,
    );

    expect(error).toBeInstanceOf(ApiError);
    const apiErr = error as ApiError;
    expect(apiErr.message).toMatch(/^400: \{"error":/);
    expect(apiErr.status).toBe(400);
    expect(apiErr.code).toBe('VALIDATION_FAILED');
    expect(apiErr.details).toEqual([{ field: 'email', message: 'Email is required' }]);
    expect(errorMessage(apiErr, 'fallback')).toBe('Some fields are not valid');
  });

  it('uses the status text when the body is empty and the fallback for toasts', async () => {
    stubFetch({
      'DELETE /api/things/1': () =>
        new Response(null, { status: 503, statusText: 'Service Unavailable' }),
    });

    const error = await apiRequest('/api/things/1', { method: 'DELETE' }).catch((e: unknown) => e);

    expect((error as ApiError).message).toBe('503: Service Unavailable');
    expect(errorMessage(error, 'Failed to delete contact. Please try again.')).toBe(
      'Failed to delete contact. Please try again.',
    );
  });
});

describe('every response body is read or cancelled', () => {
  it('reads a JSON answer to its end', async () => {
    const { response, state } = trackedResponse(200, '{"id":"t1"}');
    stubFetch({ 'GET /api/things': () => response });

    await expect(apiRequest('/api/things')).resolves.toEqual({ id: 't1' });

    expect(released(state)).toBe(true);
  });

  it('lets go of the body of a 204 too', async () => {
    // A proxy may send bytes with a 204; returning early would leave them unread.
    const { response, state } = trackedResponse(200, 'stray', { reportedStatus: 204 });
    stubFetch({ 'DELETE /api/things/1': () => response });

    await expect(apiRequest('/api/things/1', { method: 'DELETE' })).resolves.toBeUndefined();

    expect(released(state)).toBe(true);
  });

  it.each([401, 404, 500])('reads the body of a %i before it raises', async (status) => {
    const { response, state } = trackedResponse(status, '{"error":{"message":"No"}}');
    stubFetch({ 'GET /api/things': () => response });

    await expect(apiRequest('/api/things')).rejects.toBeInstanceOf(ApiError);

    expect(released(state)).toBe(true);
  });

  it('hands back status and body text to callers that map statuses themselves', async () => {
    const { response, state } = trackedResponse(401, 'Sign in', { statusText: 'Unauthorized' });
    stubFetch({ 'GET /api/things': () => response });

    await expect(apiFetch('/api/things')).resolves.toEqual({
      ok: false,
      status: 401,
      statusText: 'Unauthorized',
      text: 'Sign in',
    });
    expect(released(state)).toBe(true);
  });
});
