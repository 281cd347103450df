import type { ServerResponse } from 'node:http';
import type { ErrorBody, ErrorCode } from '@salesflow/shared/errors/error-body';

/** API Gateway names its request id in this header; the local gateway sends the same id. */
export const REQUEST_ID_HEADER = 'apigw-requestid';

/**
 * An answer the gateway makes itself (unknown route, bad path, body too large, rate limited,
 * crashed handler): the project's one error body, carrying the id the event would have carried.
 */
export const sendError = (
  res: ServerResponse,
  status: number,
  code: ErrorCode,
  message: string,
  requestId: string,
  headers: Record<string, string> = {},
): void => {
  const body: ErrorBody = { error: { code, message, requestId } };
  res.writeHead(status, {
    ...headers,
    'content-type': 'application/json; charset=utf-8',
    'cache-control': 'no-store',
  });
  res.end(JSON.stringify(body));
};

/** A path whose percent-encoding decodes; API Gateway and CloudFront refuse the others. */
export const isDecodable = (pathname: string): boolean => {
  try {
    decodeURIComponent(pathname);
    return true;
  } catch {
    return false;
  }
};
