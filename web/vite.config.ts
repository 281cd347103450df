import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';
import { siteDevPages } from './scripts/site-dev-pages';

const webDir = dirname(fileURLToPath(import.meta.url));

/** `vite build --mode site`: the public pages' build (see `build` below). */
const SITE_MODE = 'site';
const SITE_MANIFEST = '.vite/site-manifest.json';

/** The gateway that serves /api locally (npm start / npm run dev at the root). */
const apiTarget = process.env.SALESFLOW_API ?? 'http://localhost:3000';

export default defineConfig(({ isSsrBuild, mode }) => ({
  plugins: [react(), siteDevPages()],
  server: {
    port: 5173,
    // Keep the browser's Host so the gateway's same-origin check and cookies see one origin.
    proxy: { '/api': { target: apiTarget, xfwd: true } },
  },
  build: {
    outDir: 'dist',
    // Two builds into dist/: the signed-in app (index.html), then the public pages (site.html,
    // `--mode site`), which web/scripts/prerender-site.ts renders into one HTML file each. Apart,
    // so neither's chunks are cut to share modules with the other (the app's first screen
    // weighed 1.5 KiB more when they were one build).
    emptyOutDir: mode !== SITE_MODE,
    // scripts/check-bundle-budget.ts walks the manifests to weigh the first screens.
    manifest: mode === SITE_MODE ? SITE_MANIFEST : true,
    rolldownOptions: {
      // The SSR build of the prerender step names its own input.
      ...(isSsrBuild
        ? {}
        : { input: join(webDir, mode === SITE_MODE ? 'site.html' : 'index.html') }),
      treeshake: {
        // Zod's builders (z.object(), z.string().min(), ...) only build schema objects. Saying so
        // lets a schema nobody imports drop out: shared modules keep rules and schemas side by
        // side (onboardingProgress beside onboardingUpdateSchema), and without this every screen
        // using such a rule carried zod (about 25 KiB gzipped on the dashboard). Do not call `z.`
        // for its side effects (z.config(...)) in code the web bundles: the call would be dropped.
        manualPureFunctions: ['z'],
      },
    },
  },
  test: {
    name: 'web',
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['./src/testing/setup.ts'],
    // A ceiling, not a goal: the dialogs' tests type and click for 10-17 s, more on a busy machine.
    testTimeout: 40_000,
  },
}));
