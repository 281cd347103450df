import { join, relative } from 'node:path';
import type { ProjectorDefinition } from '@salesflow/functions/platform/projectors';
import type { QueueDefinition, ScheduleDefinition } from '@salesflow/functions/queues';
import type { RouteDefinition, SocketRouteDefinition } from '@salesflow/functions/routes';
import { build } from 'esbuild';
import { LAMBDA_ESBUILD_OPTIONS, prebuiltBundleDir } from './bundling.ts';
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

/**
 * The handler modules a stack bundles, as absolute `.ts` paths: every route, WebSocket route,
 * worker, schedule and projector, except a route that ships packages beside its bundle (`nodeModules`),
 * which keeps the CDK's own bundling so its asset carries those packages.
 */
export const prebuildableEntries = (sources: FunctionSources): string[] => {
  const dir = sources.sourceDir ?? functionsSrcDir;
  const handlers = [
    ...sources.routes.filter((route) => !route.nodeModules?.length).map((route) => route.handler),
    ...sources.queues.map((queue) => queue.worker),
    ...sources.schedules.map((schedule) => schedule.handler),
    ...(sources.socketRoutes ?? []).map((route) => route.handler),
    ...(sources.projectors ?? []).map((projector) => projector.handler),
  ];
  return [...new Set(handlers)].map((handler) => join(dir, `${handler}.ts`));
};

/**
 * Bundles every entry in ONE esbuild run, with the options every function is bundled with
 * (bundling.ts, which api-function.ts hands to the CDK's esbuild run): the entries share their
 * parsed modules, so a hundred bundles take seconds instead of minutes. Without `splitting` each
 * entry still gets its own self-contained bundle, in `prebuiltBundleDir`, with its linked source map beside it, as the CDK writes them.
 */
export const prebuildBundles = async (
  entries: readonly string[],
  bundlesDir: string,
): Promise<void> => {
  await build({
    ...LAMBDA_ESBUILD_OPTIONS,
    // The same fields; esbuild's types only want mutable values where bundling.ts has consts.
    mainFields: [...LAMBDA_ESBUILD_OPTIONS.mainFields],
    external: [...LAMBDA_ESBUILD_OPTIONS.external],
    sourcemap: true,
    entryPoints: Object.fromEntries(
      entries.map((entry) => [
        join(relative(bundlesDir, prebuiltBundleDir(bundlesDir, entry)), 'index'),
        entry,
      ]),
    ),
    outdir: bundlesDir,
    outExtension: { '.js': '.mjs' },
    logLevel: 'warning',
  });
};
