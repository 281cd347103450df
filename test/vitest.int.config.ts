import { defineConfig } from 'vitest/config';
import IntegrationSequencer from './support/integration-sequencer.ts';

export default defineConfig({
  test: {
    name: 'integration',
    include: ['test/integration/**/*.int.test.ts'],
    globalSetup: ['test/support/global-setup.ts'],
    setupFiles: ['test/support/route-rows-setup.ts'],
    // The migration tests first (support/integration-sequencer.ts).
    sequence: { sequencer: IntegrationSequencer },
    testTimeout: 60_000,
    hookTimeout: 120_000,
    env: { AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED: 'true' },
  },
});
