/**
 * The public pages' speed in Chromium: Largest Contentful Paint, First Contentful Paint and the
 * JavaScript each page loads, over the local stack's gateway (which serves the built pages as
 * CloudFront does), every load in a fresh browser context (nothing cached). Each page beside a
 * baseline measured in the same run: a static HTML page of one heading and one paragraph, no
 * script, from the same server. Then again with the CPU slowed 4x (Chrome DevTools' throttling),
 * roughly a mid-range phone. Goal (DESIGN.md): LCP under 1.5 s, under 100 KiB of gzipped JS.
 *
 *   npm run build && npm run bench:public-pages      (BENCH_LOADS=7 loads a page by default)
 */
import { existsSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { REPO_ROOT } from '../infra/local/local-stack';
import { launchChromium } from '../test/support/browser';
import { runBench } from './bench-support';

const LOADS = Number(process.env.BENCH_LOADS ?? 7);
const DIST = join(REPO_ROOT, 'web/dist');
const BASELINE = 'bench-baseline.html';

const PAGES = ['/', '/pricing', '/reviews', '/contact', '/terms', '/no-such-page'];

interface Load {
  lcp: number;
  fcp: number;
  jsKiB: number;
}

const median = (values: number[]) => {
  const sorted = values.filter(Number.isFinite).sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? Number.NaN;
};

runBench('Public pages', async ({ stack, lines }) => {
  if (!existsSync(join(DIST, 'site', 'home.html'))) {
    throw new Error('Build the web app first: npm run build');
  }
  writeFileSync(
    join(DIST, BASELINE),
    '<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Baseline</title></head>' +
      '<body><h1>The sales CRM that calls your leads for you</h1><p>One paragraph.</p></body></html>',
  );
  const browser = await launchChromium();
  try {
    const load = async (path: string, cpuSlowdown: number): Promise<Load> => {
      const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
      const page = await context.newPage();
      const cdp = await context.newCDPSession(page);
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpuSlowdown });
      // Every script file, preloaded or imported (gzipped here: the local server sends it plain).
      const scripts: Promise<number>[] = [];
      page.on('response', (response) => {
        if (!new URL(response.url()).pathname.endsWith('.js')) return;
        scripts.push(response.body().then((body) => gzipSync(body).length));
      });
      await page.goto(`${stack.appUrl}${path}`, { waitUntil: 'load' });
      const [lcp, fcp] = await page.evaluate(
        () =>
          new Promise<[number, number]>((resolve) => {
            const fcpEntry = performance.getEntriesByName('first-contentful-paint')[0];
            new PerformanceObserver((list) => {
              const entries = list.getEntries();
              resolve([entries.at(-1)?.startTime ?? Number.NaN, fcpEntry?.startTime ?? Number.NaN]);
            }).observe({ type: 'largest-contentful-paint' as never, buffered: true });
          }),
      );
      // The scripts the page fetched after load (its page module) are counted too.
      await page.waitForLoadState('networkidle').catch(() => undefined);
      const jsBytes = (await Promise.all(scripts)).reduce((sum, bytes) => sum + bytes, 0);
      await context.close();
      return { lcp, fcp, jsKiB: jsBytes / 1024 };
    };
    const measure = async (path: string, cpuSlowdown: number) => {
      await load(path, cpuSlowdown); // warm the server's file cache, not the browser's
      const loads: Load[] = [];
      for (let i = 0; i < LOADS; i += 1) loads.push(await load(path, cpuSlowdown));
      return {
        lcp: median(loads.map((l) => l.lcp)),
        fcp: median(loads.map((l) => l.fcp)),
        jsKiB: median(loads.map((l) => l.jsKiB)),
      };
    };
    for (const slowdown of [1, 4]) {
      const baseline = await measure(`/${BASELINE}`, slowdown);
      lines.push(
        '',
        `CPU ${slowdown === 1 ? 'as is' : `slowed ${slowdown}x`}, ${LOADS} cold loads a page, medians; baseline (static HTML, no script): LCP ${baseline.lcp.toFixed(0)} ms`,
        '',
        '| page | LCP | FCP | JS gzipped | LCP ratio to baseline |',
        '|---|---|---|---|---|',
      );
      for (const path of PAGES) {
        const figures = await measure(path, slowdown);
        lines.push(
          `| ${path} | ${figures.lcp.toFixed(0)} ms | ${figures.fcp.toFixed(0)} ms | ${figures.jsKiB.toFixed(1)} KiB | ${(figures.lcp / baseline.lcp).toFixed(2)}x |`,
        );
      }
    }
  } finally {
    await browser.close();
    rmSync(join(DIST, BASELINE), { force: true });
  }
});
