import type { IncomingMessage, ServerResponse } from 'node:http';
import type { LocalAws } from './aws/local-aws';

/**
 * The local stand-in for the uploads bucket's public address. The presigned URLs the API hands
 * out locally point here (UPLOADS_PUBLIC_ENDPOINT = the app's origin + this path), so the page
 * PUTs and GETs on its own origin (the local S3 answers no CORS). The request is answered by the
 * local S3 itself, as the bucket would answer it: only a presigned URL is accepted, its SigV4
 * signature checked over the path and Host the browser used, with its expiry, method, key and
 * signed headers (an upload's length and type); anything else answers 403. In AWS the URL is the
 * bucket's own, whose CORS rule allows the app's origin: the page's code is the same.
 */
export const UPLOADS_PROXY_PREFIX = '/_local-s3';

export const proxyUpload = (req: IncomingMessage, res: ServerResponse, s3: LocalAws['answerS3']) =>
  s3(req, res, { presignedOnly: true, prefix: UPLOADS_PROXY_PREFIX });
