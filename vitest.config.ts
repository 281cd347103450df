import { defineConfig } from 'vitest/config';

/** Unit tests: fast, no local stack. Integration and browser tests have their own configs in test/. */
export default defineConfig({
  test: {
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
          ],
          testTimeout: 120_000,
        },
      },
      './web/vite.config.ts',
    ],
  },
});
