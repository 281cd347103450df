import type { APIGatewayProxyEventV2 } from 'aws-lambda';

/** Answers with what the gateway put in the event, and tries to weaken a security header. */
export const handler = async (event: APIGatewayProxyEventV2) => ({
  statusCode: 200,
  headers: { 'content-type': 'application/json', 'X-Frame-Options': 'ALLOWALL' },
  body: JSON.stringify({
    requestId: event.requestContext.requestId,
    sourceIp: event.requestContext.http.sourceIp,
    pathParameters: event.pathParameters ?? null,
  }),
});
