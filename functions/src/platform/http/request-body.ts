import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import { BadRequestError } from '../errors';
import { HttpError } from './http-error';

export const MAX_BODY_BYTES = 1_000_000;

const header = (event: APIGatewayProxyEventV2, name: string): string | undefined =>
  event.headers?.[name] ?? event.headers?.[name.toLowerCase()];

/**
 * A body exactly as it was sent (API Gateway may hand it over base64): what a webhook's signature
 * covers. Past `maxBytes` it is refused, 413 with `tooLarge` as the message, before anything reads
 * it.
 */
export const readRawBody = (
  event: Pick<APIGatewayProxyEventV2, 'body' | 'isBase64Encoded'>,
  maxBytes: number,
  tooLarge: string,
): Buffer => {
  const raw = event.body
    ? Buffer.from(event.body, event.isBase64Encoded ? 'base64' : 'utf8')
    : Buffer.alloc(0);
  if (raw.length > maxBytes) throw new HttpError(413, 'PAYLOAD_TOO_LARGE', tooLarge);
  return raw;
};

/** Reads a JSON body: only `application/json`, at most 1 MB, and well-formed. */
export const readJsonBody = (event: APIGatewayProxyEventV2): unknown => {
  const raw = readRawBody(event, MAX_BODY_BYTES, 'Request body is larger than 1 MB').toString(
    'utf8',
  );
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
