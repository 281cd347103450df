/**
 * Fails the build when a first screen needs more gzipped JavaScript than its budget. Run after
 * `vite build` (see package.json). A screen's weight is what a browser loads for it within
 * 1.5 s of opening it: the entry chunk, its route modules and the modules it imports on mount,
 * each with every chunk it imports statically (first-screen-budget.ts says which and why).
 * test/e2e/first-screen-weight.e2e.test.ts weighs the same screen as Chromium loads it.
 */
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  type FirstScreen,
  firstScreenFiles,
  gzippedBytes,
  readManifest,
  SIGNED_IN_BUDGET_KIB,
  SIGNED_IN_FIRST_SCREEN,
} from './first-screen-budget';

interface Screen extends FirstScreen {
  name: string;
  budgetKiB: number;
  /** Whether going over fails the build; a budget not yet reachable is printed, not enforced. */
  enforced: boolean;
}

const SITE_PAGE_MODULES = [
  'home-page',
  'reviews-page',
  'contact-page',
  'pricing-page',
  'pricing-policy-page',
  'shipping-policy-page',
  'terms-page',
  'privacy-page',
  'refund-policy-page',
  'not-found-page',
];

const screens: Screen[] = [
  {
    name: 'signed-in first screen (/app: entry + app-root + dashboard + its imports on mount)',
    ...SIGNED_IN_FIRST_SCREEN,
    budgetKiB: SIGNED_IN_BUDGET_KIB,
    enforced: true,
  },
  // Each public page (its own entry, site.html, with no MUI, router or query client): DESIGN.md
  // "Weight and speed", 100 KiB.
  ...SITE_PAGE_MODULES.map(
    (page): Screen => ({
      name: `public page ${page} (site entry + ${page})`,
      entry: 'site.html',
      routeModules: [`src/site/pages/${page}.tsx`],
      mountImports: [],
      budgetKiB: 100,
      enforced: true,
    }),
  ),
];

const distDir = join(dirname(fileURLToPath(import.meta.url)), '..', 'dist');

const main = (): void => {
  let failed = false;
  for (const screen of screens) {
    const files = firstScreenFiles(readManifest(distDir, screen.entry), screen);
    const kib = files.reduce((sum, file) => sum + gzippedBytes(distDir, file), 0) / 1024;
    const over = kib > screen.budgetKiB;
    failed ||= over && screen.enforced;
    const verdict = !over ? 'ok' : screen.enforced ? 'OVER BUDGET' : 'over budget (not enforced)';
    console.log(
      `${verdict}: ${screen.name}: ${kib.toFixed(1)} KiB gzipped JS ` +
        `in ${files.length} chunks (budget ${screen.budgetKiB} KiB)`,
    );
  }
  if (failed) {
    console.error(
      'A first screen is over its JavaScript budget: load what it does not need lazily.',
    );
    process.exitCode = 1;
  }
};

main();
