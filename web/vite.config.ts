import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

/** The gateway that serves /api locally (npm start / npm run dev at the root). */
const apiTarget = process.env.SALESFLOW_API ?? 'http://localhost:3000';

export default defineConfig({
  plugins: [react()],
  server: {
    port: 5173,
    // Keep the browser's Host so the gateway's same-origin check and cookies see one origin.
    proxy: { '/api': { target: apiTarget, xfwd: true } },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // dist/.vite/manifest.json: scripts/check-bundle-budget.ts walks it to weigh the first screens.
    manifest: true,
    rolldownOptions: {
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
    testTimeout: 20_000,
  },
});
