import { randomBytes } from 'node:crypto';
import type { ServerResponse } from 'node:http';

/** Graph API's error body: `{ error: { message, type, code, error_subcode?, error_data?, fbtrace_id } }`. */
export const sendGraphError = (
  res: ServerResponse,
  status: number,
  error: { message: string; type?: string; code: number; subcode?: number; details?: string },
) => {
  sendJson(res, status, {
    error: {
      message: error.message,
      type: error.type ?? 'OAuthException',
      code: error.code,
      ...(error.subcode !== undefined ? { error_subcode: error.subcode } : {}),
      ...(error.details
        ? { error_data: { messaging_product: 'whatsapp', details: error.details } }
        : {}),
      fbtrace_id: randomBytes(9).toString('base64url'),
    },
  });
};

export const sendJson = (res: ServerResponse, status: number, body: unknown) => {
  res.writeHead(status, { 'content-type': 'application/json' });
  res.end(JSON.stringify(body));
};

export const invalidToken = (res: ServerResponse) =>
  sendGraphError(res, 401, {
    message: 'Invalid OAuth access token - Cannot parse access token',
    code: 190,
  });

/** What Graph answers for an id the token cannot see (or that does not exist). */
export const unknownObject = (res: ServerResponse, id: string) =>
  sendGraphError(res, 400, {
    message: `Unsupported post request. Object with ID '${id}' does not exist, cannot be loaded due to missing permissions, or does not support this operation.`,
    type: 'GraphMethodException',
    code: 100,
    subcode: 33,
  });

export const invalidParameter = (res: ServerResponse, details: string) =>
  sendGraphError(res, 400, { message: '(#100) Invalid parameter', code: 100, details });
