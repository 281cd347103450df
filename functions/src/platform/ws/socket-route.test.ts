import type { Context } from 'aws-lambda';
import { describe, expect, it } from 'vitest';
import { ForbiddenError } from '../errors';
import type { SocketEvent } from './socket-event';
import { socketRoute } from './socket-route';

const context = {
  functionName: 'relay',
  awsRequestId: 'r-1',
  getRemainingTimeInMillis: () => 10_000,
} as unknown as Context;

const event = (eventType: 'CONNECT' | 'MESSAGE' | 'DISCONNECT', body?: string): SocketEvent => ({
  requestContext: {
    routeKey: eventType === 'CONNECT' ? '$connect' : '$default',
    eventType,
    connectionId: 'L0SM9cOFvHcCIhw=',
    requestId: 'req-1',
  } as SocketEvent['requestContext'],
  ...(body === undefined ? {} : { body }),
  isBase64Encoded: false,
});

describe('socketRoute', () => {
  it('hands the handler the connection and the frame, and passes its answer on', async () => {
    const handler = socketRoute(async ({ connectionId, body }) => ({
      statusCode: 200,
      body: `${connectionId}:${body}`,
    }));

    expect(await handler(event('MESSAGE', '{"type":"prompt"}'), context)).toEqual({
      statusCode: 200,
      body: 'L0SM9cOFvHcCIhw=:{"type":"prompt"}',
    });
  });

  it('refuses a handshake with the status of a domain error, and 500 for a bug', async () => {
    const forged = socketRoute(async () => {
      throw new ForbiddenError('Invalid Twilio signature');
    });
    const buggy = socketRoute(async () => {
      throw new Error('boom');
    });

    expect(await forged(event('CONNECT'), context)).toEqual({ statusCode: 403 });
    expect(await buggy(event('CONNECT'), context)).toEqual({ statusCode: 500 });
  });

  it('answers 500 for a frame whose handler fails, and never throws', async () => {
    const refused = socketRoute(async () => {
      throw new ForbiddenError('not this one');
    });

    expect(await refused(event('MESSAGE', 'x'), context)).toEqual({ statusCode: 500 });
    expect(await refused(event('DISCONNECT'), context)).toEqual({ statusCode: 500 });
  });

  it('answers 200 when the handler returns nothing', async () => {
    expect(await socketRoute(async () => undefined)(event('DISCONNECT'), context)).toEqual({
      statusCode: 200,
    });
  });
});
