import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Plugin } from 'vite';
// Relative: Vite bundles its config with this file, and Node cannot load the workspace's .ts.
import { pageFileFor } from '../../shared/src/site/site-routes';

/**
 * `npm run dev`: the Vite dev server answers the public pages' paths with site.html (rendered in
 * the browser, as nothing is prerendered in dev) and leaves the app's paths to its index.html,
 * by the same rule as CloudFront and the local server.
 */
export const siteDevPages = (): Plugin => ({
  name: 'salesflow-site-dev-pages',
  apply: 'serve',
  configureServer(server) {
    server.middlewares.use((req, res, next) => {
      const url = new URL(req.url ?? '/', 'http://localhost');
      const last = url.pathname.slice(url.pathname.lastIndexOf('/') + 1);
      const isPage =
        req.method === 'GET' &&
        !url.pathname.startsWith('/api/') &&
        !url.pathname.startsWith('/@') &&
        !last.includes('.');
      if (!isPage || pageFileFor(url.pathname) === '/index.html') {
        next();
        return;
      }
      const template = readFileSync(join(server.config.root, 'site.html'), 'utf8').replace(
        '<!--site-head-->',
        '<title>SalesFlow</title>',
      );
      server
        .transformIndexHtml(req.url ?? '/', template)
        .then((html) => {
          res.setHeader('content-type', 'text/html; charset=utf-8');
          res.end(html);
        })
        .catch(next);
    });
  },
});
