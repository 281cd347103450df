import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import { allowedOrigins } from '../config';
import { ForbiddenError } from '../errors';
import { requestHeader } from './request-body';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Cross-site request protection for mutations: a browser always sends Origin (and
 * Sec-Fetch-Site) on a cross-site write, so either one pointing elsewhere refuses it. Bodies must
 * be JSON (see readJsonBody), which a cross-site form cannot send without a CORS preflight.
 */
export const assertSameOrigin = (event: APIGatewayProxyEventV2): void => {
  if (SAFE_METHODS.has(event.requestContext.http.method)) return;
  const origin = requestHeader(event, 'origin');
  if (origin && origin !== 'null' && allowedOrigins().includes(origin)) return;
  if (origin) throw new ForbiddenError('Cross-site request refused');
  const site = requestHeader(event, 'sec-fetch-site');
  if (site && site !== 'same-origin' && site !== 'none') {
    throw new ForbiddenError('Cross-site request refused');
  }
};
