import {
  DynamoDBServiceException,
  ProvisionedThroughputExceededException,
  TransactionCanceledException,
} from '@aws-sdk/client-dynamodb';
import { QueryCommand } from '@aws-sdk/lib-dynamodb';
import type { ErrorBody } from '@salesflow/shared/errors/error-body';
import type { APIGatewayProxyEventV2, APIGatewayProxyStructuredResultV2 } from 'aws-lambda';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Gateway } from '../../infra/local/gateway';
import { lambdaContext } from '../../infra/local/lambda-event';
import { type ApiClient, signInAt } from '../support/api-client';
import { type DynamoTap, tapDynamo } from '../support/dynamo-tap';
import { startInProcessGateway } from '../support/in-process-gateway';
import { postLead, webhookUrlsOf } from '../support/lead-webhooks';
import { runWorker } from '../support/sqs-event';
import { testTable } from '../support/table';

/**
 * Overload, as DynamoDB in AWS answers it and DynamoDB Local never does: throttling and
 * transactions cancelled for a conflict are injected below the client's retry (dynamo-tap.ts).
 * A short burst is retried and the request succeeds; a lasting one answers 503 with Retry-After
 * and the project's error body, never 500, and writes nothing. A bug stays a 500.
 */
const conflict = () =>
  new TransactionCanceledException({
    message: 'Transaction cancelled, please refer cancellation reasons for specific reasons',
    $metadata: { httpStatusCode: 400 },
    CancellationReasons: [{ Code: 'TransactionConflict' }, { Code: 'None' }],
  });
const throttled = () =>
  new ProvisionedThroughputExceededException({
    message: 'The level of configured provisioned throughput for the table was exceeded.',
    $metadata: { httpStatusCode: 400 },
  });
const requestLimit = () =>
  new DynamoDBServiceException({
    name: 'RequestLimitExceeded',
    $fault: 'client',
    message: 'Throughput exceeds the current throughput limit for your account.',
    $metadata: { httpStatusCode: 400 },
  });
const bug = () =>
  new DynamoDBServiceException({
    name: 'ValidationException',
    $fault: 'client',
    message: 'One or more parameter values were invalid',
    $metadata: { httpStatusCode: 400 },
  });

const unique = (label: string) => `${label}-${Math.random().toString(36).slice(2, 10)}`;
const json = 'application/json';
const transactions = (operation: string) => operation === 'TransactWriteItems';

const contactsWithEmail = async (organizationId: string, email: string) => {
  const table = testTable();
  const { Items = [] } = await table.client.send(
    new QueryCommand({
      TableName: table.name,
      KeyConditionExpression: 'pk = :pk',
      ExpressionAttributeValues: { ':pk': `ORG#${organizationId}#CONTACTEMAIL#${email}` },
    }),
  );
  return Items.length;
};

describe('overload answers', () => {
  let gateway: Gateway;
  let tap: DynamoTap;
  let owner: ApiClient;
  let organizationId: string;
  let leadUrl: string;

  beforeAll(async () => {
    gateway = await startInProcessGateway();
    tap = tapDynamo();
    owner = await signInAt(gateway.url);
    organizationId = (await owner.get<{ organizationId: string }>('/api/auth/user')).body
      .organizationId;
    leadUrl = (await webhookUrlsOf(owner)).webhookUrls.generic.replace(
      /^http:\/\/[^/]+/,
      gateway.url,
    );
  });
  afterEach(() => tap.heal());
  afterAll(async () => {
    tap?.stop();
    await gateway?.stop();
  });

  it('retries a transaction cancelled for a conflict, and the lead is saved once', async () => {
    tap.failNext(3, conflict, transactions);
    const answer = await postLead(
      leadUrl,
      json,
      JSON.stringify({ name: 'Conflicted', email: `${unique('tc')}@example.com` }),
    );

    expect(answer.status, JSON.stringify(answer.body)).toBe(201);
    expect(tap.calls.filter((c) => transactions(c.operation)).length).toBeGreaterThanOrEqual(4);
  });

  it.each([
    ['ProvisionedThroughputExceededException', throttled],
    ['RequestLimitExceeded', requestLimit],
  ])('retries %s on any call, and the request succeeds', async (_name, error) => {
    tap.failNext(3, error);
    const answer = await postLead(
      leadUrl,
      json,
      JSON.stringify({ name: 'Throttled', email: `${unique('th')}@example.com` }),
    );

    expect(answer.status, JSON.stringify(answer.body)).toBe(201);
  });

  it('answers 503 with Retry-After when conflicts last, writes nothing, and takes the same delivery later', async () => {
    const email = `${unique('lasting')}@example.com`;
    const body = JSON.stringify({ name: 'Lasting Conflict', email });
    tap.failNext(1_000, conflict, transactions);

    const answer = await postLead(leadUrl, json, body);

    expect(answer.status).toBe(503);
    expect(Number(answer.headers.get('retry-after'))).toBeGreaterThanOrEqual(1);
    expect((answer.body as ErrorBody).error).toMatchObject({
      code: 'SERVICE_UNAVAILABLE',
      message: expect.any(String),
      requestId: answer.headers.get('apigw-requestid'),
    });
    expect(await contactsWithEmail(organizationId, email)).toBe(0);
    // The sender's retry, once the table has room again, is a first delivery (no record kept).
    tap.heal();
    const retried = await postLead(leadUrl, json, body);
    expect(retried.status, JSON.stringify(retried.body)).toBe(201);
    expect(await contactsWithEmail(organizationId, email)).toBe(1);
  });

  it('answers 503 when the answer of a refused delivery cannot be kept, not its 400', async () => {
    tap.failNext(1_000, throttled, (operation) => operation === 'PutItem');

    // Refused (no email), but its answer must be kept for its retries first: the table is busy.
    const answer = await postLead(leadUrl, json, JSON.stringify({ name: 'Wrapped' }));

    expect(answer.status).toBe(503);
    expect(answer.headers.get('retry-after')).toMatch(/^\d+$/);
    tap.heal();
    const again = await postLead(leadUrl, json, JSON.stringify({ name: 'Wrapped' }));
    expect(again.status).toBe(400);
  });

  it('answers a signed-in change 503 with Retry-After under lasting throttling', async () => {
    tap.failNext(1_000, throttled, transactions);
    const email = `${unique('ui')}@example.com`;

    const answer = await owner.post<ErrorBody>('/api/contacts', { name: 'Busy Table', email });

    expect(answer.status).toBe(503);
    expect(answer.headers.get('retry-after')).toMatch(/^\d+$/);
    expect(answer.body.error.code).toBe('SERVICE_UNAVAILABLE');
    expect(await contactsWithEmail(organizationId, email)).toBe(0);
  });

  it('keeps a lead answered 503 at its deadline, and answers its retry with it', async () => {
    const { handler } = await import(
      '@salesflow/functions/modules/lead-webhooks/capture-generic-lead.handler'
    );
    const url = new URL(leadUrl);
    const email = `${unique('late')}@example.com`;
    const body = JSON.stringify({ name: 'Late Lata', email });
    const event = {
      version: '2.0',
      routeKey: 'POST /api/webhooks/leads/generic',
      rawPath: url.pathname,
      rawQueryString: url.search.slice(1),
      headers: { 'content-type': json },
      queryStringParameters: Object.fromEntries(url.searchParams),
      requestContext: {
        http: { method: 'POST', path: url.pathname, sourceIp: '127.0.0.1' },
        requestId: unique('req'),
      },
      body,
      isBase64Encoded: false,
    } as unknown as APIGatewayProxyEventV2;
    // The contact's transaction held past the function's time: answered 503 one second before.
    tap.delayNext(1, 2_500, transactions);

    const late = (await handler(
      event,
      lambdaContext('capture-generic-lead', 2_000),
    )) as APIGatewayProxyStructuredResultV2;

    expect(late.statusCode).toBe(503);
    expect(late.headers?.['retry-after']).toMatch(/^\d+$/);
    // The work goes on: the lead is saved, once; the sender's retry is given its answer.
    await expect.poll(() => contactsWithEmail(organizationId, email), { timeout: 20_000 }).toBe(1);
    const retried = await postLead(leadUrl, json, body);
    expect(retried.status, JSON.stringify(retried.body)).toBe(201);
    expect(retried.body.contact?.id).toBeTruthy();
    expect((await postLead(leadUrl, json, body)).body).toEqual(retried.body);
    expect(await contactsWithEmail(organizationId, email)).toBe(1);
  });

  it('still answers 500 to an error that is a bug, not overload', async () => {
    tap.failNext(1, bug, transactions);

    const answer = await postLead(
      leadUrl,
      json,
      JSON.stringify({ name: 'Bug', email: `${unique('bug')}@example.com` }),
    );

    expect(answer.status).toBe(500);
    expect(answer.headers.get('retry-after')).toBeNull();
    expect((answer.body as ErrorBody).error.code).toBe('INTERNAL');
  });

  it('lets a worker retry a throttled call, and fail the message for a later delivery when it lasts', async () => {
    const { handler } = await import('@salesflow/functions/modules/held-leads/held-leads.worker');
    tap.failNext(3, throttled);
    expect(await runWorker(handler, 'held-leads', [{ organizationId }])).toEqual([]);

    tap.failNext(1_000, throttled);
    const failed = await runWorker(handler, 'held-leads', [{ organizationId }]);
    expect(failed).toHaveLength(1);
  });
});
