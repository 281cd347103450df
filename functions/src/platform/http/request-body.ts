import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import { BadRequestError } from '../errors';
import { HttpError } from './http-error';

export const MAX_BODY_BYTES = 1_000_000;

const header = (event: APIGatewayProxyEventV2, name: string): string | undefined =>
  event.headers?.[name] ?? event.headers?.[name.toLowerCase()];

/** Reads a JSON body: only `application/json`, at most 1 MB, and well-formed. */
export const readJsonBody = (event: APIGatewayProxyEventV2): unknown => {
  const raw = event.body
    ? event.isBase64Encoded
      ? Buffer.from(event.body, 'base64').toString('utf8')
      : event.body
    : '';
  if (Buffer.byteLength(raw, 'utf8') > MAX_BODY_BYTES) {
    throw new HttpError(413, 'PAYLOAD_TOO_LARGE', 'Request body is larger than 1 MB');
  }
  const type = header(event, 'content-type') ?? '';
  if (!/^application\/json\b/i.test(type.trim())) {
    throw new HttpError(415, 'UNSUPPORTED_MEDIA_TYPE', 'Send the request body as application/json');
  }
  if (raw.trim() === '') return {};
  try {
    return JSON.parse(raw);
  } catch {
    throw new BadRequestError('Request body is not valid JSON');
  }
};

export const requestHeader = header;
