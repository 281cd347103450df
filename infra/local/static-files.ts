import { createReadStream, existsSync, statSync } from 'node:fs';
import type { ServerResponse } from 'node:http';
import { extname, join, normalize, resolve, sep } from 'node:path';
import { pageFileFor, sitePageFile } from '@salesflow/shared/site/site-routes';

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.json': 'application/json',
  '.woff2': 'font/woff2',
  '.txt': 'text/plain; charset=utf-8',
  '.map': 'application/json',
};

/**
 * Serves the built web app like S3 + CloudFront: files as they are; a path whose last segment has
 * no extension is a page, answered by the CloudFront Function's rule (`pageFileFor`): a public
 * page's prerendered HTML, the SPA's index.html for its paths, else the public 404 page (with
 * status 404 here). Any other missing file is 'not-found', for the caller to answer.
 * `pathname` must be decodable.
 */
export const serveSpa = (
  root: string,
  pathname: string,
  res: ServerResponse,
): 'served' | 'not-found' => {
  const base = resolve(root);
  const candidate = normalize(join(base, decodeURIComponent(pathname)));
  // `base + sep`: a sibling folder whose name merely starts like the root is outside it.
  const inside = candidate.startsWith(base + sep);
  const isFile = inside && existsSync(candidate) && statSync(candidate).isFile();
  const lastSegment = pathname.slice(pathname.lastIndexOf('/') + 1);
  if (!isFile && lastSegment.includes('.')) return 'not-found';
  const page = isFile ? null : pageFileFor(pathname);
  const file = isFile ? candidate : join(base, page ?? '/index.html');
  if (!existsSync(file)) {
    res.writeHead(503, { 'content-type': 'text/plain; charset=utf-8' });
    res.end('The web app is not built yet. Run `npm run build` (npm start does it for you).');
    return 'served';
  }
  const hashed = isFile && pathname.startsWith('/assets/');
  res.writeHead(page === sitePageFile('not-found') ? 404 : 200, {
    'content-type': TYPES[extname(file)] ?? 'application/octet-stream',
    'cache-control': hashed ? 'public, max-age=31536000, immutable' : 'no-cache',
  });
  createReadStream(file).pipe(res);
  return 'served';
};
