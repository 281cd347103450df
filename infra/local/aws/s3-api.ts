import { createHash, randomUUID } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { pipeline } from 'node:stream/promises';
import { S3Error, type S3Objects } from './s3-objects';
import { queryPairs, type SigningAccount, UNSIGNED_PAYLOAD, verifySigV4 } from './sigv4-verify';

/**
 * S3's REST API, path style (`/<bucket>/<key>`), for what our code does with the uploads bucket:
 * CreateBucket, PutObject, GetObject (with Range and the signed `response-*` overrides),
 * HeadObject, DeleteObject and ListObjectsV2. Every request must be signed by the local account
 * (SigV4, service `s3`): in the Authorization header, or as a presigned URL, which holds only
 * for its method, key and signed headers (the length and type of an upload) until it expires.
 * Anything else answers 403, as S3 does.
 */
export interface S3Request {
  /** Only presigned URLs (the browser's way in, through the gateway's /_local-s3 path). */
  presignedOnly?: boolean;
  /** A path prefix in front of the bucket (`/_local-s3`): signed, then dropped. */
  prefix?: string;
}

/** The largest object taken (a training file is at most 10 MB, an import 20 MB). */
const MAX_OBJECT_BYTES = 64 * 1024 * 1024;

const xmlEscape = (text: string) =>
  text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&apos;');

const sendXml = (res: ServerResponse, status: number, xml: string) => {
  const body = `<?xml version="1.0" encoding="UTF-8"?>\n${xml}`;
  res.writeHead(status, {
    'content-type': 'application/xml',
    'content-length': Buffer.byteLength(body),
    'x-amz-request-id': randomUUID().replace(/-/g, '').slice(0, 16).toUpperCase(),
  });
  res.end(body);
};

const sendError = (
  req: IncomingMessage,
  res: ServerResponse,
  status: number,
  code: string,
  message: string,
  resource = '',
) => {
  // The rest of a refused upload is not read: the connection closes after the answer.
  if (!req.complete) res.setHeader('connection', 'close');
  if (req.method === 'HEAD') {
    res.writeHead(status);
    res.end();
    return;
  }
  sendXml(
    res,
    status,
    `<Error><Code>${code}</Code><Message>${xmlEscape(message)}</Message><Resource>${xmlEscape(resource)}</Resource></Error>`,
  );
};

const readBody = (req: IncomingMessage): Promise<Buffer | null> =>
  new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    req.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > MAX_OBJECT_BYTES) {
        resolve(null);
        return;
      }
      chunks.push(chunk);
    });
    req.on('end', () => resolve(Buffer.concat(chunks)));
    req.on('error', reject);
  });

/** `bytes=a-b`, `bytes=a-`, `bytes=-n` of an object of `size` bytes; null if not satisfiable. */
const rangeOf = (header: string, size: number): [number, number] | null => {
  const m = /^bytes=(\d*)-(\d*)$/.exec(header.trim());
  if (!m || (!m[1] && !m[2])) return null;
  if (!m[1]) {
    const suffix = Number(m[2]);
    if (suffix === 0 || size === 0) return null;
    return [Math.max(0, size - suffix), size - 1];
  }
  const start = Number(m[1]);
  if (start >= size) return null;
  const end = m[2] ? Math.min(Number(m[2]), size - 1) : size - 1;
  return end < start ? null : [start, end];
};

/** The headers a signed GET may ask the answer to carry. */
const RESPONSE_OVERRIDES: Record<string, string> = {
  'response-content-type': 'content-type',
  'response-content-disposition': 'content-disposition',
  'response-content-language': 'content-language',
  'response-content-encoding': 'content-encoding',
  'response-cache-control': 'cache-control',
  'response-expires': 'expires',
};

export const answerS3 = async (
  req: IncomingMessage,
  res: ServerResponse,
  objects: S3Objects,
  account: SigningAccount,
  options: S3Request = {},
): Promise<void> => {
  const raw = req.url ?? '/';
  const at = raw.indexOf('?');
  const path = at < 0 ? raw : raw.slice(0, at);
  const query = at < 0 ? '' : raw.slice(at + 1);
  const method = req.method ?? 'GET';
  const signed = verifySigV4({ method, path, query, headers: req.headers }, 's3', account, {
    allow: options.presignedOnly ? 'query' : 'both',
  });
  if (!signed.ok) return sendError(req, res, signed.status, signed.code, signed.message, path);
  const prefix = options.prefix ?? '';
  if (!path.startsWith(`${prefix}/`))
    return sendError(req, res, 404, 'NoSuchBucket', 'No bucket', path);
  let bucket: string;
  let key: string;
  try {
    const [first = '', ...rest] = path.slice(prefix.length + 1).split('/');
    bucket = decodeURIComponent(first);
    key = rest.map((segment) => decodeURIComponent(segment)).join('/');
  } catch {
    return sendError(req, res, 400, 'InvalidURI', 'Could not parse the specified URI.', path);
  }
  const params = new Map(queryPairs(query) ?? []);
  try {
    if (!key) {
      if (method === 'PUT' && !options.presignedOnly) {
        objects.createBucket(bucket);
        res.writeHead(200, { location: `/${bucket}` });
        res.end();
        return;
      }
      if (method === 'HEAD') {
        res.writeHead(objects.hasBucket(bucket) ? 200 : 404);
        res.end();
        return;
      }
      if (method === 'GET' && params.get('list-type') === '2')
        return listObjects(res, objects, bucket, params);
      return sendError(req, res, 501, 'NotImplemented', 'Not emulated locally', path);
    }
    if (method === 'PUT') {
      if (req.headers['x-amz-copy-source'] || params.has('uploadId') || params.has('partNumber')) {
        return sendError(req, res, 501, 'NotImplemented', 'Not emulated locally', path);
      }
      if (!objects.hasBucket(bucket)) {
        return sendError(
          req,
          res,
          404,
          'NoSuchBucket',
          'The specified bucket does not exist',
          path,
        );
      }
      const claimed = signed.payloadHash;
      if (claimed.startsWith('STREAMING-')) {
        return sendError(
          req,
          res,
          501,
          'NotImplemented',
          'Chunked uploads are not emulated locally',
          path,
        );
      }
      const body = await readBody(req);
      if (!body)
        return sendError(
          req,
          res,
          400,
          'EntityTooLarge',
          'Your proposed upload exceeds the maximum allowed size',
          path,
        );
      if (
        claimed !== UNSIGNED_PAYLOAD &&
        createHash('sha256').update(body).digest('hex') !== claimed
      ) {
        return sendError(
          req,
          res,
          400,
          'XAmzContentSHA256Mismatch',
          'The provided x-amz-content-sha256 header does not match what was computed.',
          path,
        );
      }
      const metadata = Object.fromEntries(
        Object.entries(req.headers)
          .filter(([name, value]) => name.startsWith('x-amz-meta-') && typeof value === 'string')
          .map(([name, value]) => [name.slice('x-amz-meta-'.length), String(value)]),
      );
      const info = objects.put(
        bucket,
        key,
        body,
        String(req.headers['content-type'] ?? 'binary/octet-stream'),
        metadata,
      );
      res.writeHead(200, { etag: info.etag, 'content-length': 0 });
      res.end();
      return;
    }
    if (method === 'DELETE') {
      objects.delete(bucket, key);
      res.writeHead(204);
      res.end();
      return;
    }
    if (method === 'GET' || method === 'HEAD') {
      const info = objects.head(bucket, key);
      const headers: Record<string, string | number> = {
        'content-type': info.contentType,
        etag: info.etag,
        'last-modified': new Date(info.lastModified).toUTCString(),
        'accept-ranges': 'bytes',
      };
      for (const [name, value] of Object.entries(info.metadata))
        headers[`x-amz-meta-${name}`] = value;
      for (const [param, header] of Object.entries(RESPONSE_OVERRIDES)) {
        const value = params.get(param);
        if (value !== undefined) headers[header] = value;
      }
      const range = req.headers.range;
      let start = 0;
      let end = info.size - 1;
      let status = 200;
      if (range) {
        const wanted = rangeOf(range, info.size);
        if (!wanted) {
          res.setHeader('content-range', `bytes */${info.size}`);
          return sendError(
            req,
            res,
            416,
            'InvalidRange',
            'The requested range is not satisfiable',
            path,
          );
        }
        [start, end] = wanted;
        status = 206;
        headers['content-range'] = `bytes ${start}-${end}/${info.size}`;
      }
      headers['content-length'] = Math.max(0, end - start + 1);
      res.writeHead(status, headers);
      if (method === 'HEAD') {
        res.end();
        return;
      }
      await pipeline(objects.read(bucket, key, start, end), res);
      return;
    }
    return sendError(
      req,
      res,
      405,
      'MethodNotAllowed',
      'The specified method is not allowed against this resource.',
      path,
    );
  } catch (error) {
    if (!(error instanceof S3Error)) throw error;
    return sendError(req, res, error.status, error.code, error.message, path);
  }
};

const listObjects = (
  res: ServerResponse,
  objects: S3Objects,
  bucket: string,
  params: Map<string, string>,
) => {
  const prefix = params.get('prefix') ?? '';
  const delimiter = params.get('delimiter') ?? '';
  const token = params.get('continuation-token');
  const startAfter = params.get('start-after') ?? '';
  const after = token ? Buffer.from(token, 'base64url').toString('utf8') : startAfter;
  const max = Math.min(1000, Math.max(0, Number(params.get('max-keys') ?? 1000) || 0));
  const page = objects.list(bucket, prefix, after, max, delimiter);
  const contents = page.objects
    .map(
      (o) =>
        `<Contents><Key>${xmlEscape(o.key)}</Key><LastModified>${o.lastModified}</LastModified><ETag>${xmlEscape(o.etag)}</ETag><Size>${o.size}</Size><StorageClass>STANDARD</StorageClass></Contents>`,
    )
    .join('');
  const prefixes = page.prefixes
    .map((p) => `<CommonPrefixes><Prefix>${xmlEscape(p)}</Prefix></CommonPrefixes>`)
    .join('');
  const next =
    page.truncated && page.last
      ? `<NextContinuationToken>${Buffer.from(page.last).toString('base64url')}</NextContinuationToken>`
      : '';
  sendXml(
    res,
    200,
    `<ListBucketResult xmlns="http://s3.amazonaws.com/doc/2006-03-01/"><Name>${xmlEscape(bucket)}</Name><Prefix>${xmlEscape(prefix)}</Prefix><KeyCount>${page.objects.length + page.prefixes.length}</KeyCount><MaxKeys>${max}</MaxKeys>${delimiter ? `<Delimiter>${xmlEscape(delimiter)}</Delimiter>` : ''}<IsTruncated>${page.truncated}</IsTruncated>${token ? `<ContinuationToken>${xmlEscape(token)}</ContinuationToken>` : ''}${next}${contents}${prefixes}</ListBucketResult>`,
  );
};
