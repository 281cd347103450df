import { existsSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { SESSION_KEY_PREFIX } from '@salesflow/functions/platform/route-grants';
import { AssetHashType, type Duration, RemovalPolicy, Stack, Tags } from 'aws-cdk-lib';
import type { ITable } from 'aws-cdk-lib/aws-dynamodb';
import { PolicyStatement } from 'aws-cdk-lib/aws-iam';
import { Architecture, Code, LoggingFormat, Runtime } from 'aws-cdk-lib/aws-lambda';
import { NodejsFunction, OutputFormat } from 'aws-cdk-lib/aws-lambda-nodejs';
import { LogGroup, RetentionDays } from 'aws-cdk-lib/aws-logs';
import { Construct } from 'constructs';
import {
  BUNDLE_ALIASES,
  BUNDLE_EXTERNALS,
  LAMBDA_ESBUILD_OPTIONS,
  PREBUILT_BUNDLES_CONTEXT,
  PREBUILT_HASHES_FILE,
  prebuiltBundleDir,
} from '../bundling.ts';
import { functionsSrcDir, lockFilePath, repoRoot } from '../paths.ts';

/** What a function is for; tagged on every function so tests and dashboards can tell ours apart. */
export type FunctionRole = 'api' | 'worker' | 'schedule' | 'socket' | 'projector';

/** Tag carried by every SalesFlow function (value: the role), and one naming the function. */
export const FUNCTION_ROLE_TAG = 'salesflow:role';
export const FUNCTION_ID_TAG = 'salesflow:function';
/**
 * Where every function's metrics go (platform/metrics.ts, Powertools): this namespace, and the
 * `service` dimension Powertools puts on each metric; the alarms read them from here.
 */
export const METRICS_NAMESPACE = 'SalesFlow';
export const METRICS_SERVICE = 'salesflow';

export interface ApiFunctionProps {
  /** Module path below `sourceDir`, without extension, exporting `handler`. */
  handler: string;
  role: FunctionRole;
  /** Stable name part, e.g. `contacts-update-contact`. */
  functionId: string;
  description: string;
  timeout: Duration;
  environment?: Record<string, string>;
  /** Where handler modules live; defaults to functions/src. */
  sourceDir?: string;
  /**
   * Packages installed beside the bundle instead of bundled: large ones a function loads only
   * when it needs them (the email webhook's MIME parser), so its cold start does not load them.
   */
  nodeModules?: readonly string[];
}

/**
 * The log group the functions of one role share (API, workers, schedules): Lambda names each
 * stream after its function (`YYYY/MM/DD/<function>[<version>]<environment>`), so sharing keeps
 * every function's logs apart while costing one resource instead of one per function; a stack
 * holds at most 500, and a log group each would use 80 of them. It lives in the top-level stack
 * even when the function sits in a nested one: that costs each nested stack one parameter (of
 * 200), and keeps one log group per role however many nested stacks the routes fill.
 */
const sharedLogGroup = (scope: Construct, role: FunctionRole): LogGroup => {
  const stack = topLevelStack(scope);
  const id = `FunctionLogs-${role}`;
  return (
    (stack.node.tryFindChild(id) as LogGroup | undefined) ??
    new LogGroup(stack, id, {
      retention: RetentionDays.ONE_MONTH,
      removalPolicy: RemovalPolicy.DESTROY,
    })
  );
};

/** The stack a scope is in, or the stack its nested stack sits in, up to the top. */
export const topLevelStack = (scope: Construct): Stack => {
  let stack = Stack.of(scope);
  while (stack.nestedStackParent) stack = stack.nestedStackParent;
  return stack;
};

const hashesByDir = new Map<string, Record<string, string | undefined>>();
const prebuiltHashes = (bundlesDir: string): Record<string, string | undefined> => {
  let hashes = hashesByDir.get(bundlesDir);
  if (!hashes) {
    const file = join(bundlesDir, PREBUILT_HASHES_FILE);
    hashes = existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : {};
    hashesByDir.set(bundlesDir, hashes ?? {});
  }
  return hashes ?? {};
};

/**
 * The function's bundle from the folder of bundles built beforehand, when the context names one
 * (PREBUILT_BUNDLES_CONTEXT, which infra/bin/app.ts sets), with the packages it ships beside it
 * and the asset hash worked out when it was built; undefined when the CDK should bundle it. A
 * missing bundle is an error, never a silent second way of building.
 */
const prebuiltCode = (scope: Construct, entry: string): Code | undefined => {
  const bundlesDir: unknown = scope.node.tryGetContext(PREBUILT_BUNDLES_CONTEXT);
  if (typeof bundlesDir !== 'string' || bundlesDir === '') return undefined;
  const dir = prebuiltBundleDir(bundlesDir, entry);
  const assetHash = prebuiltHashes(bundlesDir)[relative(bundlesDir, dir)];
  if (!assetHash || !existsSync(join(dir, 'index.mjs'))) {
    throw new Error(`No prebuilt bundle for ${entry} in ${bundlesDir} (see prebuilt-bundles.ts)`);
  }
  return Code.fromAsset(dir, { assetHash, assetHashType: AssetHashType.CUSTOM });
};

/**
 * The one place that fixes every function's settings: Node 22 on arm64, its role's shared log
 * group with retention, EMF metrics under the SalesFlow namespace, one minified ESM bundle with everything
 * in it (the AWS SDK parts it uses included, so their versions always match),
 * built by the local esbuild with the options of bundling.ts. No X-Ray: there is no tracer in
 * the code, and the bundle budget has no room for one; metrics and logs carry the request ids.
 */
export class ApiFunction extends Construct {
  readonly fn: NodejsFunction;

  constructor(scope: Construct, id: string, props: ApiFunctionProps) {
    super(scope, id);
    const logGroup = sharedLogGroup(this, props.role);
    const entry = join(props.sourceDir ?? functionsSrcDir, `${props.handler}.ts`);
    const prebuilt = prebuiltCode(this, entry);
    this.fn = new NodejsFunction(this, 'Function', {
      entry,
      // A prebuilt bundle is index.mjs, as the CDK's own bundling names it.
      ...(prebuilt ? { code: prebuilt, handler: 'index.handler' } : { handler: 'handler' }),
      description: props.description,
      runtime: Runtime.NODEJS_22_X,
      architecture: Architecture.ARM_64,
      memorySize: 512,
      timeout: props.timeout,
      logGroup,
      loggingFormat: LoggingFormat.JSON,
      projectRoot: repoRoot,
      depsLockFilePath: lockFilePath,
      environment: {
        POWERTOOLS_SERVICE_NAME: METRICS_SERVICE,
        POWERTOOLS_METRICS_NAMESPACE: METRICS_NAMESPACE,
        NODE_OPTIONS: '--enable-source-maps',
        ...props.environment,
      },
      bundling: {
        minify: LAMBDA_ESBUILD_OPTIONS.minify,
        sourceMap: true,
        format: OutputFormat.ESM,
        mainFields: [...LAMBDA_ESBUILD_OPTIONS.mainFields],
        banner: LAMBDA_ESBUILD_OPTIONS.banner.js,
        target: LAMBDA_ESBUILD_OPTIONS.target,
        bundleAwsSDK: true,
        externalModules: [...BUNDLE_EXTERNALS, ...(props.nodeModules ?? [])],
        // An empty list would still run `npm ci`, and ship a package.json and the lockfile.
        ...(props.nodeModules?.length ? { nodeModules: [...props.nodeModules] } : {}),
        forceDockerBundling: false,
        esbuildArgs: Object.fromEntries(
          Object.entries(BUNDLE_ALIASES).map(([from, to]) => [`--alias:${from}`, to]),
        ),
      },
    });
    Tags.of(this.fn).add(FUNCTION_ROLE_TAG, props.role);
    Tags.of(this.fn).add(FUNCTION_ID_TAG, props.functionId);
  }
}

const READ_ACTIONS = ['GetItem', 'BatchGetItem', 'Query', 'ConditionCheckItem', 'DescribeTable'];
const WRITE_ACTIONS = ['PutItem', 'UpdateItem', 'DeleteItem', 'BatchWriteItem'];
const dynamo = (actions: readonly string[]) => actions.map((action) => `dynamodb:${action}`);

/**
 * Grants exactly the table access a function needs and tells it the table's name. No Scan: no
 * request path reads the whole table. Read access may still update and delete session items
 * (a signed-in read refreshes its session), as functions/src/platform/route-grants.ts checks
 * on the local stack.
 */
export const bindTable = (
  fn: NodejsFunction,
  table: ITable,
  access: 'read' | 'readwrite',
): void => {
  const items = [table.tableArn, `${table.tableArn}/index/*`];
  if (access === 'readwrite') {
    fn.addToRolePolicy(
      new PolicyStatement({
        actions: dynamo([...READ_ACTIONS, ...WRITE_ACTIONS]),
        resources: items,
      }),
    );
  } else {
    fn.addToRolePolicy(new PolicyStatement({ actions: dynamo(READ_ACTIONS), resources: items }));
    fn.addToRolePolicy(
      new PolicyStatement({
        actions: dynamo(['UpdateItem', 'DeleteItem']),
        resources: [table.tableArn],
        conditions: {
          'ForAllValues:StringLike': { 'dynamodb:LeadingKeys': [`${SESSION_KEY_PREFIX}*`] },
        },
      }),
    );
  }
  fn.addEnvironment('TABLE_NAME', table.tableName);
};
