import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { projectors } from '@salesflow/functions/platform/projectors';
import { queues, schedules } from '@salesflow/functions/queues';
import { routes, socketRoutes } from '@salesflow/functions/routes';
import { App } from 'aws-cdk-lib';
import { BUNDLING_STACKS } from 'aws-cdk-lib/cx-api';
import { PREBUILT_BUNDLES_CONTEXT } from '../lib/bundling.ts';
import { prebuildableEntries, prebuildBundles } from '../lib/prebuilt-bundles.ts';
import { buildSalesFlowApp } from '../lib/salesflow-app.ts';

const app = new App();

/**
 * Every function's bundle comes from ONE esbuild run over all the handlers (prebuilt-bundles.ts,
 * with the options of bundling.ts; one more run per set of `nodeModules`), not one `esbuild`
 * process per function, and the packages a function ships come from the repository's own
 * node_modules (lambda-packages.ts), not an `npm ci` per function: the same bundles and folders
 * in well under a minute on a 2-core machine. Skipped when the CLI bundles nothing (`cdk ls`,
 * `cdk destroy`), and when `-c salesflow:prebuiltBundles=<folder>` names bundles built already.
 * The folder is temporary: the synth copies each bundle into cdk.out as its asset.
 */
const bundlesNothing = (() => {
  const stacks: unknown = app.node.tryGetContext(BUNDLING_STACKS);
  return Array.isArray(stacks) && stacks.length === 0;
})();
if (!bundlesNothing && app.node.tryGetContext(PREBUILT_BUNDLES_CONTEXT) === undefined) {
  const bundlesDir = mkdtempSync(join(tmpdir(), 'salesflow-bundles-'));
  process.on('exit', () => rmSync(bundlesDir, { recursive: true, force: true }));
  await prebuildBundles(
    prebuildableEntries({ routes, queues, schedules, socketRoutes, projectors }),
    bundlesDir,
  );
  app.node.setContext(PREBUILT_BUNDLES_CONTEXT, bundlesDir);
}

// The CLI sets these when it knows the target (cdk deploy with credentials, cdklocal).
buildSalesFlowApp(app, {
  account: process.env.CDK_DEFAULT_ACCOUNT,
  region: process.env.CDK_DEFAULT_REGION,
});
