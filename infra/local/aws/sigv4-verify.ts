import { createHash, createHmac, timingSafeEqual } from 'node:crypto';
import type { IncomingHttpHeaders } from 'node:http';

/**
 * Checks an AWS Signature Version 4 the way the services do: in the Authorization header (the
 * SDK's and our functions' calls) or in the query (a presigned URL), recomputed from the request
 * as it arrived (method, path, query, the signed headers' values, the payload hash) with the
 * secret of the access key it names. A presigned URL also holds only until it expires.
 * https://docs.aws.amazon.com/AmazonS3/latest/API/sig-v4-authenticating-requests.html
 */
export interface SigningAccount {
  accessKeyId: string;
  secretAccessKey: string;
  region: string;
}

export interface RequestToVerify {
  method: string;
  /** The path as it arrived, still percent-encoded. */
  path: string;
  /** The query string as it arrived, without the `?`. */
  query: string;
  headers: IncomingHttpHeaders;
}

export type SignatureCheck =
  | { ok: true; by: 'header' | 'query'; payloadHash: string }
  | { ok: false; status: 400 | 403; code: string; message: string };

const ALGORITHM = 'AWS4-HMAC-SHA256';
export const UNSIGNED_PAYLOAD = 'UNSIGNED-PAYLOAD';
/** How far a request's time may be from ours (S3's RequestTimeTooSkewed). */
const SKEW_MS = 15 * 60_000;
/** A presigned URL lasts at most a week. */
const MAX_EXPIRES_SECONDS = 7 * 24 * 3600;

export const sha256Hex = (data: string | Buffer): string =>
  createHash('sha256').update(data).digest('hex');

const hmac = (key: string | Buffer, data: string) =>
  createHmac('sha256', key).update(data).digest();

/** RFC 3986 encoding, as SigV4 wants it: everything but A-Z a-z 0-9 - _ . ~ escaped. */
const uriEncode = (text: string) =>
  encodeURIComponent(text).replace(
    /[!'()*]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
  );

/** A query component as the service reads it (`+` is a space). */
const queryDecode = (text: string) => {
  try {
    return decodeURIComponent(text.replace(/\+/g, ' '));
  } catch {
    return null;
  }
};

export const queryPairs = (query: string): [string, string][] | null => {
  const pairs: [string, string][] = [];
  for (const part of query.split('&')) {
    if (!part) continue;
    const at = part.indexOf('=');
    const name = queryDecode(at < 0 ? part : part.slice(0, at));
    const value = queryDecode(at < 0 ? '' : part.slice(at + 1));
    if (name === null || value === null) return null;
    pairs.push([name, value]);
  }
  return pairs;
};

const canonicalQuery = (pairs: [string, string][]) =>
  pairs
    .map(([name, value]) => [uriEncode(name), uriEncode(value)] as const)
    .sort(([a, x], [b, y]) => (a < b ? -1 : a > b ? 1 : x < y ? -1 : x > y ? 1 : 0))
    .map(([name, value]) => `${name}=${value}`)
    .join('&');

/** S3 signs the path as sent; the other services encode each segment once more. */
const canonicalPath = (path: string, service: string) =>
  service === 's3'
    ? path || '/'
    : (path || '/')
        .split('/')
        .map((segment) => uriEncode(segment))
        .join('/');

const headerValue = (headers: IncomingHttpHeaders, name: string): string | null => {
  const value = headers[name];
  if (value === undefined) return null;
  const text = Array.isArray(value) ? value.join(',') : String(value);
  return text.trim().replace(/\s+/g, ' ');
};

/** `20261127T031500Z` as a time. */
const parseAmzDate = (text: string): number | null => {
  const m = /^(\d{4})(\d\d)(\d\d)T(\d\d)(\d\d)(\d\d)Z$/.exec(text);
  if (!m) return null;
  const [, y, mo, d, h, mi, s] = m.map(Number) as number[];
  return Date.UTC(y ?? 0, (mo ?? 1) - 1, d, h, mi, s);
};

const denied = (code: string, message: string): SignatureCheck => ({
  ok: false,
  status: 403,
  code,
  message,
});

interface Parts {
  credential: string;
  signedHeaders: string;
  signature: string;
  amzDate: string;
  payloadHash: string;
  /** The query pairs that are signed (a presigned URL's signature itself is not). */
  signedPairs: [string, string][];
}

const check = (
  request: RequestToVerify,
  parts: Parts,
  by: 'header' | 'query',
  service: string,
  account: SigningAccount,
  now: number,
  expiresSeconds: number | null,
): SignatureCheck => {
  const [accessKeyId, day, region, scopeService, terminator, ...rest] = parts.credential.split('/');
  if (accessKeyId !== account.accessKeyId) {
    return denied(
      service === 's3' ? 'InvalidAccessKeyId' : 'InvalidClientTokenId',
      'The AWS access key ID you provided does not exist in our records.',
    );
  }
  const signedAt = parseAmzDate(parts.amzDate);
  if (
    rest.length ||
    signedAt === null ||
    day !== parts.amzDate.slice(0, 8) ||
    region !== account.region ||
    scopeService !== service ||
    terminator !== 'aws4_request'
  ) {
    return denied('AuthorizationQueryParametersError', `Bad credential scope ${parts.credential}`);
  }
  if (expiresSeconds === null) {
    if (Math.abs(now - signedAt) > SKEW_MS) {
      return denied(
        'RequestTimeTooSkewed',
        'The difference between the request time and the current time is too large.',
      );
    }
  } else {
    if (signedAt - now > SKEW_MS) return denied('AccessDenied', 'Request is not yet valid');
    if (now > signedAt + expiresSeconds * 1000)
      return denied('AccessDenied', 'Request has expired');
  }
  const names = parts.signedHeaders.split(';');
  if (!names.includes('host') || names.some((name) => name !== name.toLowerCase())) {
    return denied('AccessDenied', 'The host header must be signed');
  }
  const headerLines: string[] = [];
  for (const name of names) {
    const value = headerValue(request.headers, name);
    // A signed header that is not there cannot match what was signed.
    if (value === null)
      return denied('SignatureDoesNotMatch', `The signed header ${name} is missing`);
    headerLines.push(`${name}:${value}\n`);
  }
  const canonicalRequest = [
    request.method,
    canonicalPath(request.path, service),
    canonicalQuery(parts.signedPairs),
    headerLines.join(''),
    parts.signedHeaders,
    parts.payloadHash,
  ].join('\n');
  const scope = `${day}/${region}/${service}/aws4_request`;
  const stringToSign = [ALGORITHM, parts.amzDate, scope, sha256Hex(canonicalRequest)].join('\n');
  const key = [day, region, service, 'aws4_request'].reduce<Buffer | string>(
    (k, part) => hmac(k, part ?? ''),
    `AWS4${account.secretAccessKey}`,
  );
  const expected = hmac(key, stringToSign);
  const given = Buffer.from(parts.signature, 'hex');
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) {
    return denied(
      'SignatureDoesNotMatch',
      'The request signature we calculated does not match the signature you provided.',
    );
  }
  return { ok: true, by, payloadHash: parts.payloadHash };
};

/**
 * Verifies the request's signature for `service` (`s3`, `sqs`). `payloadHash` is the SHA-256 of
 * the body for a service that signs it (SQS); S3 takes the x-amz-content-sha256 header (or
 * UNSIGNED-PAYLOAD, always, in a presigned URL). `allow` limits where the signature may be.
 */
export const verifySigV4 = (
  request: RequestToVerify,
  service: string,
  account: SigningAccount,
  options: { allow?: 'header' | 'query' | 'both'; payloadHash?: string; now?: number } = {},
): SignatureCheck => {
  const now = options.now ?? Date.now();
  const allow = options.allow ?? 'both';
  const pairs = queryPairs(request.query);
  if (!pairs) return { ok: false, status: 400, code: 'InvalidURI', message: 'Bad query string' };
  const query = new Map(pairs);
  const authorization = headerValue(request.headers, 'authorization');
  if (query.has('X-Amz-Signature') || query.has('X-Amz-Algorithm')) {
    if (allow === 'header') return denied('AccessDenied', 'Presigned URLs are not accepted here');
    if (authorization) {
      return { ok: false, status: 400, code: 'InvalidArgument', message: 'Two signatures' };
    }
    const expires = Number(query.get('X-Amz-Expires'));
    if (query.get('X-Amz-Algorithm') !== ALGORITHM) {
      return denied(
        'AuthorizationQueryParametersError',
        'X-Amz-Algorithm must be AWS4-HMAC-SHA256',
      );
    }
    if (!Number.isInteger(expires) || expires < 1 || expires > MAX_EXPIRES_SECONDS) {
      return denied(
        'AuthorizationQueryParametersError',
        'X-Amz-Expires must be a number of seconds up to a week',
      );
    }
    const contentHash = query.get('X-Amz-Content-Sha256');
    if (service === 's3' && contentHash !== undefined && contentHash !== UNSIGNED_PAYLOAD) {
      return denied('AccessDenied', 'A presigned URL signs no payload');
    }
    return check(
      request,
      {
        credential: query.get('X-Amz-Credential') ?? '',
        signedHeaders: query.get('X-Amz-SignedHeaders') ?? '',
        signature: query.get('X-Amz-Signature') ?? '',
        amzDate: query.get('X-Amz-Date') ?? '',
        payloadHash: service === 's3' ? UNSIGNED_PAYLOAD : (options.payloadHash ?? ''),
        signedPairs: pairs.filter(([name]) => name !== 'X-Amz-Signature'),
      },
      'query',
      service,
      account,
      now,
      expires,
    );
  }
  if (!authorization) {
    return denied(
      service === 's3' ? 'AccessDenied' : 'MissingAuthenticationToken',
      'Request is missing Authentication Token',
    );
  }
  if (allow === 'query') return denied('AccessDenied', 'Only a presigned URL is accepted here');
  const m =
    /^AWS4-HMAC-SHA256 Credential=([^,\s]+),\s*SignedHeaders=([^,\s]+),\s*Signature=([0-9a-f]+)$/.exec(
      authorization,
    );
  if (!m) return denied('AccessDenied', 'Unsupported Authorization header');
  const claimed = headerValue(request.headers, 'x-amz-content-sha256');
  const payloadHash = service === 's3' ? (claimed ?? '') : (options.payloadHash ?? '');
  if (service === 's3' && !payloadHash) {
    return {
      ok: false,
      status: 400,
      code: 'InvalidRequest',
      message: 'Missing x-amz-content-sha256',
    };
  }
  return check(
    request,
    {
      credential: m[1] ?? '',
      signedHeaders: m[2] ?? '',
      signature: m[3] ?? '',
      amzDate: headerValue(request.headers, 'x-amz-date') ?? '',
      payloadHash,
      signedPairs: pairs,
    },
    'header',
    service,
    account,
    now,
    null,
  );
};
