import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type {
  APIGatewayProxyEventV2,
  APIGatewayProxyResultV2,
  APIGatewayProxyStructuredResultV2,
  Context,
} from 'aws-lambda';

/**
 * Builds the API Gateway HTTP API (payload 2.0) event AWS would send for this request. The
 * gateway picks `requestId` before it knows the route, so its own answers carry the same id.
 */
export const toApiGatewayEvent = (
  req: IncomingMessage,
  url: URL,
  body: Buffer,
  routeKey: string,
  pathParameters: Record<string, string>,
  requestId: string = randomUUID(),
): APIGatewayProxyEventV2 => {
  const headers: Record<string, string> = {};
  let cookies: string[] | undefined;
  for (const [name, value] of Object.entries(req.headers)) {
    if (value === undefined) continue;
    const joined = Array.isArray(value) ? value.join(',') : value;
    if (name === 'cookie') cookies = joined.split(/;\s*/).filter(Boolean);
    else headers[name] = joined;
  }
  const query: Record<string, string> = {};
  for (const [key, value] of url.searchParams)
    query[key] = key in query ? `${query[key]},${value}` : value;
  const contentType = headers['content-type'] ?? '';
  const textual = /^(application\/(json|x-www-form-urlencoded|xml)|text\/)/i.test(contentType);
  const now = new Date();
  return {
    version: '2.0',
    routeKey,
    rawPath: url.pathname,
    rawQueryString: url.search.slice(1),
    cookies,
    headers,
    queryStringParameters: Object.keys(query).length ? query : undefined,
    pathParameters: Object.keys(pathParameters).length ? pathParameters : undefined,
    requestContext: {
      accountId: 'local',
      apiId: 'local',
      domainName: headers.host ?? 'localhost',
      domainPrefix: 'localhost',
      http: {
        method: req.method ?? 'GET',
        path: url.pathname,
        protocol: `HTTP/${req.httpVersion}`,
        sourceIp: req.socket.remoteAddress ?? '127.0.0.1',
        userAgent: headers['user-agent'] ?? '',
      },
      requestId,
      routeKey,
      stage: '$default',
      time: now.toUTCString(),
      timeEpoch: now.getTime(),
    },
    body: body.length ? (textual ? body.toString('utf8') : body.toString('base64')) : undefined,
    isBase64Encoded: body.length > 0 && !textual,
  };
};

export const lambdaContext = (functionName: string, timeoutMs = 29_000): Context => {
  const deadline = Date.now() + timeoutMs;
  return {
    callbackWaitsForEmptyEventLoop: false,
    functionName,
    functionVersion: '$LATEST',
    invokedFunctionArn: `arn:aws:lambda:local:000000000000:function:${functionName}`,
    memoryLimitInMB: '512',
    awsRequestId: randomUUID(),
    logGroupName: `/aws/lambda/${functionName}`,
    logStreamName: 'local',
    getRemainingTimeInMillis: () => Math.max(0, deadline - Date.now()),
    done: () => undefined,
    fail: () => undefined,
    succeed: () => undefined,
  };
};

/** API Gateway's rules for a v2 result: a bare value is JSON with status 200. */
export const normaliseResult = (
  result: APIGatewayProxyResultV2,
): APIGatewayProxyStructuredResultV2 => {
  if (typeof result === 'object' && result !== null && 'statusCode' in result) return result;
  return {
    statusCode: 200,
    headers: { 'content-type': 'application/json' },
    body: typeof result === 'string' ? result : JSON.stringify(result),
  };
};
