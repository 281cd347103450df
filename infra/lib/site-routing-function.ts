import { SITE_PAGES, SPA_PATHS, sitePageFile } from '@salesflow/shared/site/site-routes';

/**
 * The CloudFront Function (viewer request, on the bucket's behaviour only, so the API's own
 * answers reach the browser untouched) that picks the file for a page path, by the rule of
 * `pageFileFor` (shared/src/site/site-routes.ts): a public page's prerendered HTML, the SPA's
 * index.html for its paths, else the public 404 page. Files (a last segment with a dot) pass.
 * CloudFront Functions run a restricted JavaScript: the table is written into the code.
 */
export const siteRoutingFunctionCode = (): string => {
  const pages: Record<string, string> = {};
  for (const [path, name] of Object.entries(SITE_PAGES)) pages[path] = sitePageFile(name);
  return `var PAGES = ${JSON.stringify(pages)};
var SPA = ${JSON.stringify(SPA_PATHS)};
var NOT_FOUND = ${JSON.stringify(sitePageFile('not-found'))};
function handler(event) {
  var request = event.request;
  var uri = request.uri;
  var last = uri.substring(uri.lastIndexOf('/') + 1);
  if (last.indexOf('.') !== -1) return request;
  var path = uri.replace(/\\/+$/, '') || '/';
  if (PAGES.hasOwnProperty(path)) {
    request.uri = PAGES[path];
    return request;
  }
  for (var i = 0; i < SPA.length; i++) {
    if (path === SPA[i] || path.indexOf(SPA[i] + '/') === 0) {
      request.uri = '/index.html';
      return request;
    }
  }
  request.uri = NOT_FOUND;
  return request;
}`;
};
