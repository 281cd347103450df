import { request as httpRequest, type IncomingMessage, type ServerResponse } from 'node:http';

/**
 * The local stand-in for the uploads bucket's public address. The S3 emulator (fauxqs) answers no
 * CORS, so a page could not PUT to it from the app's origin; the presigned URL the API hands out
 * locally points here instead (UPLOADS_PUBLIC_ENDPOINT), and this path passes the request on to
 * the emulator unchanged (method, query with its signature, headers, body streamed). In AWS the
 * URL is the bucket's own, whose CORS rule allows the app's origin: the page's code is the same.
 */
export const UPLOADS_PROXY_PREFIX = '/_local-s3';

const PASSED = ['content-type', 'content-length', 'range'];
const ANSWERED = ['content-length', 'content-range', 'accept-ranges', 'last-modified'];

export const proxyUpload = (
  req: IncomingMessage,
  res: ServerResponse,
  target: string,
  url: URL,
) => {
  const to = new URL(`${url.pathname.slice(UPLOADS_PROXY_PREFIX.length)}${url.search}`, target);
  const headers: Record<string, string> = {};
  for (const name of PASSED) {
    const value = req.headers[name];
    if (typeof value === 'string') headers[name] = value;
  }
  for (const [name, value] of Object.entries(req.headers)) {
    if (name.startsWith('x-amz-') && typeof value === 'string') headers[name] = value;
  }
  return new Promise<void>((done, fail) => {
    const out = httpRequest(to, { method: req.method, headers }, (answer) => {
      // S3 answers a GET with the headers its signed `response-*` parameters ask for (the
      // emulator does not): a link that names the file it downloads as.
      const ok = req.method === 'GET' && (answer.statusCode ?? 500) < 300;
      const disposition = ok ? url.searchParams.get('response-content-disposition') : null;
      // What a media player needs to read the object in ranges (a call's recording), as S3 sends.
      const ranged: Record<string, string> = {};
      for (const name of ANSWERED) {
        const value = answer.headers[name];
        if (typeof value === 'string') ranged[name] = value;
      }
      res.writeHead(answer.statusCode ?? 502, {
        'content-type': answer.headers['content-type'] ?? 'application/xml',
        ...(answer.headers.etag ? { etag: answer.headers.etag } : {}),
        ...(disposition ? { 'content-disposition': disposition } : {}),
        ...ranged,
      });
      answer.pipe(res);
      answer.on('end', done);
      answer.on('error', fail);
    });
    out.on('error', fail);
    req.pipe(out);
  });
};
