import { ERROR_CODES, type ErrorBody } from '@salesflow/shared/errors/error-body';
import type { Response } from 'undici';
import { afterAll, describe, expect, it } from 'vitest';
import { appUrl } from '../support/api-client';
import { loopbackHttp } from '../support/loopback';

/** The answers the local gateway makes itself, as API Gateway and CloudFront would. */
const http = loopbackHttp();
afterAll(() => http.close());

/** Each gateway answer has the project's error body, whose requestId the gateway also sends. */
const expectErrorBody = async (response: Response, status: number, code: string) => {
  expect(response.status).toBe(status);
  expect(response.headers.get('content-type')).toMatch(/^application\/json/);
  const body = (await response.json()) as ErrorBody;
  expect(ERROR_CODES).toContain(code);
  expect(body.error).toMatchObject({ code, message: expect.any(String) });
  expect(body.error.requestId).toMatch(/\S{8,}/);
  expect(response.headers.get('apigw-requestid')).toBe(body.error.requestId);
  return body;
};

describe('local gateway answers', () => {
  it('answers 400 to an API path with malformed percent-encoding', async () => {
    const response = await http.fetch(`${appUrl()}/api/contacts/%ZZ`);

    await expectErrorBody(response, 400, 'BAD_REQUEST');
  });

  it('answers 404 to a file path with malformed percent-encoding', async () => {
    await expectErrorBody(await http.fetch(`${appUrl()}/%ZZ`), 404, 'NOT_FOUND');
    await expectErrorBody(await http.fetch(`${appUrl()}/assets/%ZZ.js`), 404, 'NOT_FOUND');
  });

  it('answers 404 to a file that is not there, instead of the page', async () => {
    const response = await http.fetch(`${appUrl()}/assets/no-such-file-1234.js`);

    await expectErrorBody(response, 404, 'NOT_FOUND');
  });

  it('answers unknown API routes and methods with the error body and a fresh request id', async () => {
    const first = await expectErrorBody(
      await http.fetch(`${appUrl()}/api/no-such-route`),
      404,
      'NOT_FOUND',
    );
    const second = await expectErrorBody(
      await http.fetch(`${appUrl()}/api/no-such-route`),
      404,
      'NOT_FOUND',
    );
    await expectErrorBody(
      await http.fetch(`${appUrl()}/api/contacts`, { method: 'PATCH' }),
      405,
      'METHOD_NOT_ALLOWED',
    );

    expect(first.error.requestId).not.toBe(second.error.requestId);
  });

  it('gives a handler answer the same request id as the event it handled', async () => {
    const response = await http.fetch(`${appUrl()}/api/auth/user`);

    const body = await expectErrorBody(response, 401, 'UNAUTHORIZED');
    expect(body.error.requestId).toBe(response.headers.get('apigw-requestid'));
  });
});
