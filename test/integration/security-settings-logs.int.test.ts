import { randomBytes } from 'node:crypto';
import type { APIGatewayProxyEventV2, Context } from 'aws-lambda';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { appUrl, signIn } from '../support/api-client';
import { useLocalStackFromTests } from '../support/service-env';

/**
 * Runs the security routes' real handlers in this process at DEBUG level, to read everything they
 * log while saving, reading, refusing and testing secrets: no secret appears whole.
 */
const event = (
  method: 'GET' | 'POST',
  path: string,
  cookie: string,
  body?: unknown,
): APIGatewayProxyEventV2 =>
  ({
    version: '2.0',
    routeKey: `${method} ${path}`,
    rawPath: path,
    rawQueryString: '',
    cookies: [cookie],
    headers: { 'content-type': 'application/json', origin: appUrl() },
    requestContext: {
      requestId: `req-${randomBytes(4).toString('hex')}`,
      routeKey: `${method} ${path}`,
      http: { method, path, protocol: 'HTTP/1.1', sourceIp: '127.0.0.1' },
    },
    body: body === undefined ? undefined : JSON.stringify(body),
    isBase64Encoded: false,
  }) as unknown as APIGatewayProxyEventV2;

const context = { functionName: 'security-settings', awsRequestId: 'req' } as Context;

describe('what the security routes log', () => {
  beforeAll(() => {
    useLocalStackFromTests();
    Object.assign(process.env, {
      POWERTOOLS_LOG_LEVEL: 'DEBUG',
      POWERTOOLS_METRICS_DISABLED: 'false',
    });
  });
  afterEach(() => vi.restoreAllMocks());

  it('never holds a secret whole, whether saved, read, refused or tested', async () => {
    const secrets = {
      openaiApiKey: `sk-log-${randomBytes(20).toString('hex')}`,
      twilioAccountSid: `AC${randomBytes(16).toString('hex')}`,
      twilioAuthToken: randomBytes(16).toString('hex'),
    };
    const lines: string[] = [];
    const capture = (chunk: unknown) => {
      lines.push(String(chunk));
      return true;
    };
    const save = await import(
      '@salesflow/functions/modules/security-settings/save-security-settings.handler'
    );
    const read = await import(
      '@salesflow/functions/modules/security-settings/get-security-settings.handler'
    );
    const test = await import(
      '@salesflow/functions/modules/security-settings/test-twilio-connection.handler'
    );
    const owner = await signIn();
    const cookie = owner.cookieHeader();
    const path = '/api/settings/security';
    vi.spyOn(process.stdout, 'write').mockImplementation(capture);
    vi.spyOn(process.stderr, 'write').mockImplementation(capture);
    const answers = [
      await save.handler(
        event('POST', path, cookie, { ...secrets, twilioPhoneNumber: '+14155550100' }),
        context,
      ),
      await read.handler(event('GET', path, cookie), context),
      // Refused: a token one character short, next to a valid new key.
      await save.handler(
        event('POST', path, cookie, {
          openaiApiKey: `${secrets.openaiApiKey}x`,
          twilioAuthToken: secrets.twilioAuthToken.slice(1),
        }),
        context,
      ),
      await test.handler(event('POST', `${path}/test-connection`, cookie, {}), context),
    ];
    vi.restoreAllMocks();

    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200, 400, 200]);
    const logged = lines.join('');
    // The handlers did log (at DEBUG the request lines are there), so the search means something.
    expect(logged).toMatch(/security/);
    const everything = `${logged}\n${answers.map((answer) => answer.body).join('\n')}`;
    for (const value of [
      ...Object.values(secrets),
      `${secrets.openaiApiKey}x`,
      secrets.twilioAuthToken.slice(1),
    ]) {
      expect(everything).not.toContain(value);
    }
  });
});
