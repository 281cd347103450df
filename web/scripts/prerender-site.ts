/**
 * Builds the public pages' HTML ahead (run after `vite build`, see package.json): each page of
 * `SITE_PAGES` is rendered with React DOM's server renderer into the built `site.html` template
 * and written to `dist/site/<name>.html`, which the CloudFront Function (and the local server)
 * answer for its path. Visitors see the page before any JavaScript runs; search engines read
 * its title, description and text.
 */
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { sitePageFile } from '@salesflow/shared/site/site-routes';
import { build } from 'vite';

const webDir = join(dirname(fileURLToPath(import.meta.url)), '..');
const distDir = join(webDir, 'dist');
const ssrDir = join(webDir, 'dist-ssr');

interface Renderer {
  SITE_PAGE_NAMES: Parameters<typeof sitePageFile>[0][];
  renderSitePage: (name: string) => Promise<{ head: string; body: string }>;
}

interface ManifestChunk {
  file: string;
  src?: string;
  imports?: string[];
}

/**
 * `<link rel="modulepreload">` for a page's own module and what it imports, from the site
 * build's manifest: the browser fetches them beside the entry instead of after it runs.
 */
const modulePreloads = () => {
  const manifest = JSON.parse(
    readFileSync(join(distDir, '.vite', 'site-manifest.json'), 'utf8'),
  ) as Record<string, ManifestChunk>;
  const entryChunks = new Set<string>();
  const closure = (key: string, into: Set<string>) => {
    if (into.has(key) || !manifest[key]) return;
    into.add(key);
    for (const imported of manifest[key].imports ?? []) closure(imported, into);
  };
  closure('site.html', entryChunks);
  return (name: string): string[] => {
    const key = `src/site/pages/${name}-page.tsx`;
    if (!manifest[key]) throw new Error(`The site build has no chunk for ${key}.`);
    const page = new Set<string>();
    closure(key, page);
    return [...page]
      .filter((chunk) => !entryChunks.has(chunk))
      .map((chunk) => `<link rel="modulepreload" crossorigin href="/${manifest[chunk]?.file}" />`);
  };
};

const main = async () => {
  await build({
    root: webDir,
    configFile: join(webDir, 'vite.config.ts'),
    logLevel: 'warn',
    ssr: { noExternal: ['@salesflow/shared'] },
    build: { ssr: 'src/site/render.tsx', outDir: ssrDir, emptyOutDir: true, manifest: false },
  });
  const { SITE_PAGE_NAMES, renderSitePage } = (await import(
    pathToFileURL(join(ssrDir, 'render.js')).href
  )) as Renderer;
  const templateFile = join(distDir, 'site.html');
  const template = readFileSync(templateFile, 'utf8');
  const preloads = modulePreloads();
  for (const name of SITE_PAGE_NAMES) {
    const { head, body } = await renderSitePage(name);
    const html = template
      .replace('<!--site-head-->', () => [head, ...preloads(name)].join('\n    '))
      .replace('<!--site-body-->', () => body);
    const file = join(distDir, sitePageFile(name));
    mkdirSync(dirname(file), { recursive: true });
    writeFileSync(file, html);
  }
  // The template is no page of its own.
  rmSync(templateFile);
  rmSync(ssrDir, { recursive: true, force: true });
  console.log(`Prerendered ${SITE_PAGE_NAMES.length} public pages into dist/site/.`);
};

await main();
