import { Readable } from 'node:stream';
import { mapLimited } from '../map-limited';
import { assertMayUseUploads } from '../route-grants';
import { s3Signer } from './signer';

/**
 * The uploads bucket (UPLOADS_BUCKET): files the browser puts with a presigned URL, read back by
 * the functions that process them. In AWS the bucket's regional host; on the local stack the S3
 * emulator (AWS_ENDPOINT_URL_S3, path style), and for the browser the gateway's `/_local-s3`
 * path in front of it (UPLOADS_PUBLIC_ENDPOINT), so the page talks to its own origin as the
 * presigned URL says and the same code runs in both places.
 */
const bucket = () => {
  const name = process.env.UPLOADS_BUCKET;
  if (!name) throw new Error('Missing environment variable UPLOADS_BUCKET');
  return name;
};

const objectUrl = (key: string, endpoint: string | undefined): URL => {
  const path = key.split('/').map(encodeURIComponent).join('/');
  if (endpoint) return new URL(`${endpoint.replace(/\/$/, '')}/${bucket()}/${path}`);
  const region = process.env.AWS_REGION ?? 'ap-south-1';
  return new URL(`https://${bucket()}.s3.${region}.amazonaws.com/${path}`);
};

/** A Content-Disposition that saves the object under this name (quotes and line breaks dropped). */
const attachment = (fileName: string) =>
  `attachment; filename="${fileName.replace(/["\\\r\n]/g, '_')}"`;

const internalEndpoint = () => process.env.AWS_ENDPOINT_URL_S3 || undefined;

const toSignable = (url: URL, method: string, headers: Record<string, string>) => ({
  method,
  protocol: url.protocol,
  hostname: url.hostname,
  port: url.port ? Number(url.port) : undefined,
  path: url.pathname,
  query: Object.fromEntries(url.searchParams),
  headers: { host: url.host, ...headers },
});

const toUrl = (signed: {
  protocol: string;
  hostname: string;
  port?: number;
  path: string;
  query?: Record<string, unknown>;
}) => {
  const url = new URL(
    `${signed.protocol}//${signed.hostname}${signed.port ? `:${signed.port}` : ''}${signed.path}`,
  );
  for (const [name, value] of Object.entries(signed.query ?? {})) {
    url.searchParams.set(name, String(value));
  }
  return url.toString();
};

/**
 * S3 checks a presigned URL's signature over UNSIGNED-PAYLOAD (the payload is not known when
 * signing), not over the hash of an empty body, which the signer uses when it is told nothing:
 * said as the SDK's presigner says it, in X-Amz-Content-Sha256 (the signer moves it to the query).
 */
const PRESIGNED_PAYLOAD = { 'x-amz-content-sha256': 'UNSIGNED-PAYLOAD' };

/**
 * A URL the browser may PUT exactly this many bytes of this type to (CSV unless said), until it
 * expires. The length and type are signed: S3 refuses another size, so the size limit holds
 * without reading the file.
 */
export const presignUpload = async (
  key: string,
  size: number,
  expiresInSeconds: number,
  contentType = 'text/csv',
): Promise<{ url: string; headers: Record<string, string> }> => {
  assertMayUseUploads('write');
  const url = objectUrl(key, process.env.UPLOADS_PUBLIC_ENDPOINT || internalEndpoint());
  const headers = {
    'content-type': contentType,
    'content-length': String(size),
    ...PRESIGNED_PAYLOAD,
  };
  const signed = (await s3Signer().presign(toSignable(url, 'PUT', headers) as never, {
    expiresIn: expiresInSeconds,
  })) as unknown as Parameters<typeof toUrl>[0];
  return { url: toUrl(signed), headers: { 'content-type': contentType } };
};

const signedRequest = async (
  method: 'GET' | 'DELETE',
  key: string,
  range?: string,
  query?: Record<string, string>,
) => {
  assertMayUseUploads(method === 'GET' ? 'read' : 'delete');
  const url = objectUrl(key, internalEndpoint());
  for (const [name, value] of Object.entries(query ?? {})) url.searchParams.set(name, value);
  const headers: Record<string, string> = {
    'x-amz-content-sha256': 'UNSIGNED-PAYLOAD',
    ...(range ? { range } : {}),
  };
  const signed = (await s3Signer().sign(toSignable(url, method, headers) as never)) as unknown as {
    protocol: string;
    hostname: string;
    port?: number;
    path: string;
    query?: Record<string, unknown>;
    headers: Record<string, string>;
  };
  const { host: _host, ...sent } = signed.headers;
  return fetch(toUrl(signed), { method, headers: sent });
};

const signedGet = (key: string, range?: string) => signedRequest('GET', key, range);

/** Removes the object; one already gone is not an error (S3 answers 204 either way). */
export const deleteUpload = async (key: string): Promise<void> => {
  const answer = await signedRequest('DELETE', key);
  await answer.body?.cancel();
  if (!answer.ok && answer.status !== 404) {
    throw new Error(`Deleting upload ${key} answered ${answer.status}`);
  }
};

const xmlText = (text: string) =>
  text
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&apos;/g, "'")
    .replace(/&amp;/g, '&');

/** One page (up to 1,000) of the keys under `prefix` (ListObjectsV2), and where the next starts. */
const listUploads = async (
  prefix: string,
  continuationToken?: string,
): Promise<{ keys: string[]; next: string | null }> => {
  const answer = await signedRequest('GET', '', undefined, {
    'list-type': '2',
    prefix,
    ...(continuationToken ? { 'continuation-token': continuationToken } : {}),
  });
  const xml = await answer.text();
  if (!answer.ok) throw new Error(`Listing uploads under ${prefix} answered ${answer.status}`);
  const keys = [...xml.matchAll(/<Key>([^<]*)<\/Key>/g)].map((match) => xmlText(match[1] ?? ''));
  const truncated = /<IsTruncated>true<\/IsTruncated>/.test(xml);
  const token = /<NextContinuationToken>([^<]*)<\/NextContinuationToken>/.exec(xml)?.[1];
  return { keys, next: truncated && token ? xmlText(token) : null };
};

/** Removes every object under `prefix` (an organization's erased files); answers how many. */
export const deleteUploadsUnder = async (prefix: string): Promise<number> => {
  if (!prefix.endsWith('/')) throw new Error('A prefix to delete under ends with "/"');
  let deleted = 0;
  for (;;) {
    // Deleting as it goes: each listing starts again from what is left.
    const { keys, next } = await listUploads(prefix);
    await mapLimited(keys, 8, deleteUpload);
    deleted += keys.length;
    if (!next || keys.length === 0) return deleted;
  }
};

export class UploadMissingError extends Error {}

/** The first `bytes` of the object (fewer when it is shorter); throws UploadMissingError. */
export const readUploadHead = async (key: string, bytes: number): Promise<Buffer> => {
  const answer = await signedGet(key, `bytes=0-${bytes - 1}`);
  if (answer.status === 404 || answer.status === 403) {
    await answer.body?.cancel();
    throw new UploadMissingError(`Upload ${key} not found`);
  }
  if (!answer.ok) {
    await answer.body?.cancel();
    throw new Error(`Reading upload ${key} answered ${answer.status}`);
  }
  return Buffer.from(await answer.arrayBuffer());
};

/** The whole object as a stream, read once; throws UploadMissingError. */
export const readUploadStream = async (
  key: string,
): Promise<{ stream: Readable; size: number }> => {
  const answer = await signedGet(key);
  if (answer.status === 404 || answer.status === 403) {
    await answer.body?.cancel();
    throw new UploadMissingError(`Upload ${key} not found`);
  }
  if (!answer.ok || !answer.body) {
    await answer.body?.cancel();
    throw new Error(`Reading upload ${key} answered ${answer.status}`);
  }
  return {
    stream: Readable.fromWeb(answer.body as never),
    size: Number(answer.headers.get('content-length') ?? 0),
  };
};

/** Puts an object the function holds (a call recording), server side. */
export const putUpload = async (key: string, body: Buffer, contentType: string): Promise<void> => {
  assertMayUseUploads('write');
  const url = objectUrl(key, internalEndpoint());
  const headers = {
    'content-type': contentType,
    'content-length': String(body.length),
    'x-amz-content-sha256': 'UNSIGNED-PAYLOAD',
  };
  const signed = (await s3Signer().sign(toSignable(url, 'PUT', headers) as never)) as unknown as {
    protocol: string;
    hostname: string;
    port?: number;
    path: string;
    query?: Record<string, unknown>;
    headers: Record<string, string>;
  };
  // fetch sets the host and the length (the signed value) itself.
  const { host: _host, 'content-length': _length, ...sent } = signed.headers;
  const answer = await fetch(toUrl(signed), { method: 'PUT', headers: sent, body });
  await answer.body?.cancel();
  if (!answer.ok) throw new Error(`Putting upload ${key} answered ${answer.status}`);
};

/**
 * A URL the browser may GET the object from until it expires (a call recording to play). With a
 * file name, S3 answers it as a download of that name (`response-content-disposition`, signed).
 */
export const presignDownload = async (
  key: string,
  expiresInSeconds: number,
  downloadAs?: string,
): Promise<string> => {
  assertMayUseUploads('read');
  const url = objectUrl(key, process.env.UPLOADS_PUBLIC_ENDPOINT || internalEndpoint());
  if (downloadAs) url.searchParams.set('response-content-disposition', attachment(downloadAs));
  const signed = (await s3Signer().presign(
    toSignable(url, 'GET', { ...PRESIGNED_PAYLOAD }) as never,
    {
      expiresIn: expiresInSeconds,
    },
  )) as unknown as Parameters<typeof toUrl>[0];
  return toUrl(signed);
};
