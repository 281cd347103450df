/**
 * One cold start in a fresh Node process (bench/cold-start.bench.ts spawns it, once per sample):
 * imports a bundled handler, invokes it once with the API Gateway v2 event the local gateway
 * builds (infra/local/lambda-event.ts) and a Lambda-like context, and prints one line:
 * `COLD-START {"bootMs","loadMs","invokeMs","statusCode"}`. Plain JavaScript with no imports, so
 * the process loads nothing but Node and the bundle.
 *
 *   node bench/cold-start-driver.mjs <bundle file URL> '<request JSON>'
 */
// Node's time origin is the start of the process: this is its bootstrap, up to this module.
const bootMs = performance.now();
const [bundleUrl = '', requestJson = '{}'] = process.argv.slice(2);
/** @type {{ routeKey: string, path: string, pathParameters?: Record<string, string>, cookie?: string, body?: string, requestId: string, awsRequestId: string, functionName: string }} */
const request = JSON.parse(requestJson);

const toEvent = () => {
  const origin = process.env.APP_ORIGIN ?? 'http://localhost';
  const url = new URL(request.path, origin);
  const method = request.routeKey.split(' ')[0] ?? 'GET';
  const headers = {
    host: url.host,
    origin,
    'user-agent': 'salesflow-cold-start-bench',
    ...(request.body === undefined ? {} : { 'content-type': 'application/json' }),
  };
  const query = Object.fromEntries(url.searchParams);
  const now = new Date();
  return {
    version: '2.0',
    routeKey: request.routeKey,
    rawPath: url.pathname,
    rawQueryString: url.search.slice(1),
    cookies: request.cookie ? [request.cookie] : undefined,
    headers,
    queryStringParameters: Object.keys(query).length ? query : undefined,
    pathParameters: request.pathParameters,
    requestContext: {
      accountId: 'local',
      apiId: 'local',
      domainName: url.hostname,
      domainPrefix: 'localhost',
      http: {
        method,
        path: url.pathname,
        protocol: 'HTTP/1.1',
        sourceIp: '127.0.0.1',
        userAgent: headers['user-agent'],
      },
      requestId: request.requestId,
      routeKey: request.routeKey,
      stage: '$default',
      time: now.toUTCString(),
      timeEpoch: now.getTime(),
    },
    body: request.body,
    isBase64Encoded: false,
  };
};

const toContext = () => {
  const deadline = Date.now() + 29_000;
  const { functionName } = request;
  return {
    callbackWaitsForEmptyEventLoop: false,
    functionName,
    functionVersion: '$LATEST',
    invokedFunctionArn: `arn:aws:lambda:local:000000000000:function:${functionName}`,
    memoryLimitInMB: '512',
    awsRequestId: request.awsRequestId,
    logGroupName: `/aws/lambda/${functionName}`,
    logStreamName: 'local',
    getRemainingTimeInMillis: () => Math.max(0, deadline - Date.now()),
    done: () => undefined,
    fail: () => undefined,
    succeed: () => undefined,
  };
};

/** Prints and exits: open sockets (the SDK's keep-alive) must not hold the process. */
const answer = (line, code) => process.stdout.write(`${line}\n`, () => process.exit(code));

try {
  const loadStart = performance.now();
  const { handler } = await import(bundleUrl);
  const loadMs = performance.now() - loadStart;
  const event = toEvent();
  const context = toContext();
  const invokeStart = performance.now();
  const result = await handler(event, context);
  const invokeMs = performance.now() - invokeStart;
  const statusCode = result?.statusCode ?? 200;
  // A failure's body says why (the parent refuses any status but the expected one).
  const detail = statusCode >= 400 ? String(result?.body ?? '').slice(0, 500) : undefined;
  answer(`COLD-START ${JSON.stringify({ bootMs, loadMs, invokeMs, statusCode, detail })}`, 0);
} catch (error) {
  answer(`COLD-START ${JSON.stringify({ error: String(error?.stack ?? error) })}`, 1);
}
