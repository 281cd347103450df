import type { APIGatewayProxyEventV2, Context } from 'aws-lambda';
import { describe, expect, it } from 'vitest';
import { json } from './http-result';
import { webhookRoute } from './route';

const context = (leftMs: number): Context => {
  const deadline = Date.now() + leftMs;
  return {
    callbackWaitsForEmptyEventLoop: false,
    functionName: 'deadline-test',
    functionVersion: '$LATEST',
    invokedFunctionArn: 'arn:aws:lambda:local:000000000000:function:deadline-test',
    memoryLimitInMB: '512',
    awsRequestId: 'request',
    logGroupName: '/aws/lambda/deadline-test',
    logStreamName: 'local',
    getRemainingTimeInMillis: () => Math.max(0, deadline - Date.now()),
    done: () => undefined,
    fail: () => undefined,
    succeed: () => undefined,
  };
};

const event = {
  routeKey: 'POST /api/webhooks/leads/generic',
  rawPath: '/api/webhooks/leads/generic',
  headers: {},
  requestContext: { requestId: 'req-1' },
} as unknown as APIGatewayProxyEventV2;

describe('a route near its time limit', () => {
  it('answers 503 with Retry-After a second before the limit, instead of timing out into a 500', async () => {
    let finish: () => void = () => undefined;
    const handler = webhookRoute({}, async () => {
      await new Promise<void>((resolve) => {
        finish = resolve;
      });
      return json(201, { ok: true });
    });

    const result = await handler(event, context(1_200));
    finish();

    expect(result.statusCode).toBe(503);
    expect(result.headers?.['retry-after']).toMatch(/^\d+$/);
    expect(JSON.parse(String(result.body)).error).toMatchObject({
      code: 'SERVICE_UNAVAILABLE',
      requestId: 'req-1',
    });
  });

  it('answers as usual when the work ends in time', async () => {
    const handler = webhookRoute({}, async () => json(201, { ok: true }));
    const result = await handler(event, context(5_000));
    expect(result.statusCode).toBe(201);
  });
});
