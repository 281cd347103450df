import { createHash } from 'node:crypto';
import { readFileSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import type { ProjectorDefinition } from '@salesflow/functions/platform/projectors';
import type { QueueDefinition, ScheduleDefinition } from '@salesflow/functions/queues';
import type { RouteDefinition, SocketRouteDefinition } from '@salesflow/functions/routes';
import { build } from 'esbuild';
import { LAMBDA_ESBUILD_OPTIONS, PREBUILT_HASHES_FILE, prebuiltBundleDir } from './bundling.ts';
import { lambdaPackages, writeLambdaPackages } from './lambda-packages.ts';
import { functionsSrcDir } from './paths.ts';

export interface FunctionSources {
  routes: readonly RouteDefinition[];
  queues: readonly QueueDefinition[];
  schedules: readonly ScheduleDefinition[];
  /** WebSocket routes (routes.ts `socketRoutes`); none when absent. */
  socketRoutes?: readonly SocketRouteDefinition[];
  /** The table stream's projectors; none when absent. */
  projectors?: readonly ProjectorDefinition[];
  /** Where handler modules live; defaults to functions/src. */
  sourceDir?: string;
}

/** A handler module to bundle (an absolute `.ts` path) and the packages shipped beside it. */
export interface PrebuildEntry {
  entry: string;
  nodeModules: readonly string[];
}

/**
 * The handler modules a stack bundles: every route, WebSocket route, worker, schedule and
 * projector, each with the packages its row ships beside its bundle (`nodeModules`).
 */
export const prebuildableEntries = (sources: FunctionSources): PrebuildEntry[] => {
  const dir = sources.sourceDir ?? functionsSrcDir;
  const rows: { handler: string; nodeModules?: readonly string[] }[] = [
    ...sources.routes,
    ...sources.queues.map((queue) => ({ ...queue, handler: queue.worker })),
    ...sources.schedules,
    ...(sources.socketRoutes ?? []),
    ...(sources.projectors ?? []),
  ];
  const entries = new Map<string, PrebuildEntry>();
  for (const row of rows) {
    const entry = join(dir, `${row.handler}.ts`);
    const nodeModules = [...(row.nodeModules ?? [])];
    const seen = entries.get(entry);
    if (seen && seen.nodeModules.join() !== nodeModules.join()) {
      throw new Error(`${row.handler} is named twice with different nodeModules`);
    }
    entries.set(entry, { entry, nodeModules });
  }
  return [...entries.values()];
};

/**
 * Bundles every entry with the options every function is bundled with (bundling.ts, which
 * api-function.ts hands to the CDK's esbuild run): one esbuild run for all the entries that ship
 * no packages, and one per set of packages (those stay outside the bundle), all at once. The
 * entries of a run share their parsed modules, so a hundred bundles take seconds instead of
 * minutes. Without `splitting` each entry still gets its own self-contained bundle, in
 * `prebuiltBundleDir`, with its linked source map beside it, as the CDK writes them, and the
 * packages it ships laid out beside them as the CDK's `npm ci` would (lambda-packages.ts).
 *
 * Each bundle's asset hash is written to `PREBUILT_HASHES_FILE`: the hash of its files (the
 * packages by their locked versions), so the synth need not read every file back to hash it.
 */
export const prebuildBundles = async (
  entries: readonly PrebuildEntry[],
  bundlesDir: string,
): Promise<void> => {
  const groups = new Map<string, PrebuildEntry[]>();
  for (const entry of entries) {
    const key = entry.nodeModules.join('\0');
    groups.set(key, [...(groups.get(key) ?? []), entry]);
  }
  await Promise.all(
    [...groups.values()].map((group) =>
      build({
        ...LAMBDA_ESBUILD_OPTIONS,
        // The same fields; esbuild's types only want mutable values where bundling.ts has consts.
        mainFields: [...LAMBDA_ESBUILD_OPTIONS.mainFields],
        external: [...LAMBDA_ESBUILD_OPTIONS.external, ...(group[0]?.nodeModules ?? [])],
        sourcemap: true,
        entryPoints: Object.fromEntries(
          group.map(({ entry }) => [
            join(relative(bundlesDir, prebuiltBundleDir(bundlesDir, entry)), 'index'),
            entry,
          ]),
        ),
        outdir: bundlesDir,
        outExtension: { '.js': '.mjs' },
        logLevel: 'warning',
      }),
    ),
  );
  const hashes: Record<string, string> = {};
  for (const { entry, nodeModules } of entries) {
    const dir = prebuiltBundleDir(bundlesDir, entry);
    const hash = createHash('sha256');
    for (const file of ['index.mjs', 'index.mjs.map']) {
      hash.update(`${file}\0`).update(readFileSync(join(dir, file)));
    }
    if (nodeModules.length) {
      const packages = lambdaPackages(entry, nodeModules);
      writeLambdaPackages(dir, packages);
      hash.update(`packages\0${packages.key}`);
    }
    hashes[relative(bundlesDir, dir)] = hash.digest('hex');
  }
  writeFileSync(join(bundlesDir, PREBUILT_HASHES_FILE), JSON.stringify(hashes));
};
