import { join, relative } from 'node:path';
import { functionsSrcDir, repoRoot } from './paths.ts';

/**
 * How every function is bundled, written once: the CDK function construct (api-function.ts) and
 * the cold-start benchmark (bench/cold-start.bench.ts) build with exactly these options, and a
 * template test holds each bundle to MAX_BUNDLE_BYTES (cold start grows with bundle size). A
 * route's function carries its own row of the route table, not the table (route-rows.ts: about
 * 13 KiB of every bundle until then), and metrics are written by platform/emf.ts rather than
 * Powertools Metrics (about 11 KiB of every bundle until then), and DynamoDB is reached through our
 * own light client rather than the SDK's (platform/data/dynamo-json.ts: about 130 KiB of every
 * bundle until then). The largest today: the weekly-reports worker at 317.4 KiB.
 */
export const MAX_BUNDLE_BYTES = 400 * 1024;

/** ESM bundles lose `require`; some dependencies still call it for Node built-ins. */
export const ESM_REQUIRE_BANNER =
  "import { createRequire } from 'module'; const require = createRequire(import.meta.url);";

/** The SDK's credential chain, cut to what Lambda uses (platform/aws/lambda-credentials.ts). */
export const BUNDLE_ALIASES: Record<string, string> = {
  '@aws-sdk/credential-provider-node': join(functionsSrcDir, 'platform/aws/lambda-credentials.ts'),
  // The SDK's endpoint-discovery cache (never switched on) takes its LRU from mnemonist.
  'mnemonist/lru-cache': join(functionsSrcDir, 'platform/aws/lru-cache-lite.ts'),
  // The SDK's hashes on node:crypto, without the pure-JS fallbacks Lambda never runs.
  '@smithy/core/checksum': join(functionsSrcDir, 'platform/aws/checksum-lite.ts'),
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

/**
 * Context key naming a folder of bundles built beforehand by `prebuildBundles`
 * (prebuilt-bundles.ts: every entry in one esbuild run, with the options above). When it is set,
 * each function takes its bundle from there instead of running esbuild once per function. The app
 * (infra/bin/app.ts) builds them before every synth and deploy, the template tests likewise.
 */
export const PREBUILT_BUNDLES_CONTEXT = 'salesflow:prebuiltBundles';

/**
 * Where a prebuilt bundle of `entry` (an absolute `.ts` path) lives below the bundles folder:
 * `<entry below the repo, without .ts>/bundle/index.mjs`. The last folder has no dot in its name,
 * so the CDK stages the asset as `asset.<hash>`, as it does the bundles it builds itself.
 */
export const prebuiltBundleDir = (bundlesDir: string, entry: string): string =>
  join(bundlesDir, relative(repoRoot, entry).replace(/\.ts$/, ''), 'bundle');

/**
 * The file at the top of the bundles folder giving each bundle folder (relative to it) its asset
 * hash, worked out while the bundles were built: the synth hands it to the CDK, which then need
 * not read some 350 MB of bundles and source maps back to fingerprint them.
 */
export const PREBUILT_HASHES_FILE = 'asset-hashes.json';
