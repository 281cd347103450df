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
  // Powertools idempotency picks its key with JMESPath; ours are plain paths (jmespath-lite.ts).
  '@aws-lambda-powertools/jmespath': join(functionsSrcDir, 'platform/idempotency/jmespath-lite.ts'),
  '@aws-lambda-powertools/jmespath/functions': join(
    functionsSrcDir,
    'platform/idempotency/jmespath-lite.ts',
  ),
};

/**
 * Left out of every bundle: the SDK's event-stream support, which only event-stream operations
 * load (by a dynamic import); none of ours (DynamoDB, SQS, SES) has one. Were one ever called, the
 * Node 22 runtime's own SDK copy answers the import.
 */
export const BUNDLE_EXTERNALS = ['@smithy/core/event-streams'];

/** The esbuild options, in esbuild's own terms (the benchmark passes them as they are). */
export const LAMBDA_ESBUILD_OPTIONS = {
  external: BUNDLE_EXTERNALS,
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node22',
  minify: true,
  mainFields: ['module', 'main'] as string[],
  banner: { js: ESM_REQUIRE_BANNER },
  alias: BUNDLE_ALIASES,
} as const;
