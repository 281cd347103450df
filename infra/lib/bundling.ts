import { join } from 'node:path';
import { functionsSrcDir } from './paths.ts';

/**
 * How every function is bundled, written once: the CDK function construct (api-function.ts) and
 * the cold-start benchmark (bench/cold-start.bench.ts) build with exactly these options, and a
 * template test holds each bundle to MAX_BUNDLE_BYTES (cold start grows with bundle size).
 */
export const MAX_BUNDLE_BYTES = 400 * 1024;

/** ESM bundles lose `require`; some dependencies still call it for Node built-ins. */
export const ESM_REQUIRE_BANNER =
  "import { createRequire } from 'module'; const require = createRequire(import.meta.url);";

/** The SDK's credential chain, cut to what Lambda uses (platform/aws/lambda-credentials.ts). */
export const BUNDLE_ALIASES: Record<string, string> = {
  '@aws-sdk/credential-provider-node': join(functionsSrcDir, 'platform/aws/lambda-credentials.ts'),
};

/** The esbuild options, in esbuild's own terms (the benchmark passes them as they are). */
export const LAMBDA_ESBUILD_OPTIONS = {
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node22',
  minify: true,
  mainFields: ['module', 'main'] as string[],
  banner: { js: ESM_REQUIRE_BANNER },
  alias: BUNDLE_ALIASES,
} as const;
