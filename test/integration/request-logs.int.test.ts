import type { APIGatewayProxyEventV2, Context } from 'aws-lambda';
import { afterEach, beforeAll, describe, expect, inject, it, vi } from 'vitest';
import { appUrl, signIn } from '../support/api-client';

/**
 * Runs a real handler in this process (against the same DynamoDB Local) to read what it logs:
 * JSON lines with the request, user and organization ids, and never a lead's name, email or phone.
 */
const event = (body: unknown, cookie: string, requestId: string): APIGatewayProxyEventV2 =>
  ({
    version: '2.0',
    routeKey: 'POST /api/contacts',
    rawPath: '/api/contacts',
    rawQueryString: '',
    cookies: [cookie],
    headers: { 'content-type': 'application/json', origin: appUrl() },
    requestContext: {
      requestId,
      routeKey: 'POST /api/contacts',
      http: { method: 'POST', path: '/api/contacts', protocol: 'HTTP/1.1', sourceIp: '127.0.0.1' },
    },
    body: JSON.stringify(body),
    isBase64Encoded: false,
  }) as unknown as APIGatewayProxyEventV2;

const context = { functionName: 'contacts-create-contact', awsRequestId: 'req' } as Context;

describe('what a request logs', () => {
  let lines: string[] = [];

  beforeAll(() => {
    Object.assign(process.env, {
      DYNAMODB_ENDPOINT: inject('dynamoEndpoint'),
      TABLE_NAME: inject('tableName'),
      APP_ORIGIN: appUrl(),
      POWERTOOLS_LOG_LEVEL: 'INFO',
      POWERTOOLS_METRICS_DISABLED: 'false',
      AWS_REGION: 'ap-south-1',
      AWS_ACCESS_KEY_ID: 'local',
      AWS_SECRET_ACCESS_KEY: 'local',
    });
  });
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('carries the ids, drops no reserved key, and never names the lead', async () => {
    const capture = (chunk: unknown) => {
      lines.push(String(chunk));
      return true;
    };
    lines = [];
    vi.spyOn(process.stdout, 'write').mockImplementation(capture);
    vi.spyOn(process.stderr, 'write').mockImplementation(capture);
    const { handler } = await import(
      '@salesflow/functions/modules/contacts/create-contact.handler'
    );
    const client = await signIn();
    const lead = {
      name: 'Zubin Wadia',
      email: `zubin.wadia.${Date.now()}@wadia-group.in`,
      phone: '+91 99887 76655',
    };
    const created = await handler(event(lead, client.cookieHeader(), 'req-created'), context);
    const duplicate = await handler(event(lead, client.cookieHeader(), 'req-duplicate'), context);
    const invalid = await handler(
      event({ ...lead, email: 'not-an-email' }, client.cookieHeader(), 'req-invalid'),
      context,
    );
    vi.restoreAllMocks();

    expect([created.statusCode, duplicate.statusCode, invalid.statusCode]).toEqual([201, 409, 400]);
    const text = lines.join('');
    expect(text).not.toMatch(/reserved key/);
    for (const secret of [lead.name, 'Zubin', lead.email, '99887', '9988776655']) {
      expect(text).not.toContain(secret);
    }
    const records = text
      .split('\n')
      .filter((line) => line.startsWith('{'))
      .map((line) => JSON.parse(line) as Record<string, unknown>);
    const refusals = records.filter((r) => r.message === 'request refused');
    expect(refusals.map((r) => r.requestId)).toEqual(['req-duplicate', 'req-invalid']);
    for (const record of refusals) {
      expect(record.userId).toEqual(expect.any(String));
      expect(record.organizationId).toEqual(expect.any(String));
    }

    // Metrics in embedded metric format: each request on its route, the business event once.
    const emf = records.filter((r) => r._aws !== undefined);
    const requests = emf.filter((r) => r.requests === 1);
    expect(requests.map((r) => [r.route, r.clientErrors ?? 0])).toEqual([
      ['POST /api/contacts', 0],
      ['POST /api/contacts', 1],
      ['POST /api/contacts', 1],
    ]);
    for (const r of requests) expect(r.latency).toEqual(expect.any(Number));
    const events = emf.filter((r) => r.contactCreated !== undefined);
    expect(events.map((r) => [r.contactCreated, r.service, r.route])).toEqual([
      [1, 'salesflow', undefined],
    ]);
  });
});
