import { describe, expect, it } from 'vitest';
import { apiError, json, stubFetch } from '../testing/fetch-stub';
import { ApiError, apiRequest, errorMessage } from './api-client';

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
