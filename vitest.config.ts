import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

/** Unit tests: fast, no local stack. Integration and browser tests have their own configs in test/. */
export default defineConfig({
  test: {
    // Vitest runs (cores - 1) files at once by default: one on a 2-core machine, the other core
    // idle. These tests are CPU-bound (jsdom, esbuild) and share nothing: use every core.
    maxWorkers: availableParallelism(),
    projects: [
      {
        test: {
          name: 'unit',
          environment: 'node',
          include: [
            'shared/src/**/*.test.ts',
            'functions/src/**/*.test.ts',
            'infra/test/**/*.test.ts',
            'infra/local/**/*.test.ts',
            'test/fakes/**/*.test.ts',
          ],
          testTimeout: 120_000,
          setupFiles: ['test/support/route-rows-setup.ts'],
        },
      },
      './web/vite.config.ts',
    ],
  },
});
