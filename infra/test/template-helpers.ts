import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { App, NestedStack, type Stack } from 'aws-cdk-lib';
import { Template } from 'aws-cdk-lib/assertions';
import { BUNDLING_STACKS } from 'aws-cdk-lib/cx-api';
import { PREBUILT_BUNDLES_CONTEXT } from '../lib/bundling.ts';
import { FUNCTION_ROLE_TAG, type FunctionRole } from '../lib/constructs/api-function.ts';
import {
  type FunctionSources,
  prebuildableEntries,
  prebuildBundles,
} from '../lib/prebuilt-bundles.ts';

/** A CloudFormation resource as the assertions library hands it back. */
export interface CfnResource {
  Type: string;
  Properties: Record<string, unknown>;
  DependsOn?: string | string[];
  DeletionPolicy?: string;
  UpdateReplacePolicy?: string;
}

/** An app with the same feature flags `cdk synth` reads from cdk.json. */
export const appWithProjectContext = (): App => {
  const cdkJson = JSON.parse(readFileSync(new URL('../../cdk.json', import.meta.url), 'utf8'));
  return new App({ context: cdkJson.context });
};

/**
 * An app like `appWithProjectContext` whose functions take their bundles from one esbuild run
 * over every entry of `sources` (prebuilt-bundles.ts, the options every function is bundled
 * with), instead of one run per function: seconds instead of minutes.
 */
export const appWithPrebuiltBundles = async (sources: FunctionSources): Promise<App> => {
  const bundlesDir = mkdtempSync(join(tmpdir(), 'salesflow-bundles-'));
  await prebuildBundles(prebuildableEntries(sources), bundlesDir);
  const app = appWithProjectContext();
  app.node.setContext(PREBUILT_BUNDLES_CONTEXT, bundlesDir);
  return app;
};

/**
 * Removes what an app of `appWithPrebuiltBundles` wrote (its bundles, and the assembly the
 * synth staged them in): over 100 MB a run for the real stack, on a machine others share.
 */
export const removeBundlesOf = (app: App): void => {
  const bundlesDir: unknown = app.node.tryGetContext(PREBUILT_BUNDLES_CONTEXT);
  if (typeof bundlesDir === 'string' && bundlesDir.startsWith(tmpdir())) {
    rmSync(bundlesDir, { recursive: true, force: true });
  }
  if (app.outdir.startsWith(tmpdir())) rmSync(app.outdir, { recursive: true, force: true });
};

/** An app that bundles nothing, for tests that look at no function's code. */
export const appWithoutBundling = (): App => {
  const app = appWithProjectContext();
  app.node.setContext(BUNDLING_STACKS, []);
  return app;
};

/** One synthesized stack: the top-level one or a nested one, with where it sits. */
export interface StackTemplate {
  stack: Stack;
  /** Its construct path, e.g. `SalesFlow/Api/Routes-contacts`. */
  path: string;
  template: Template;
}

/**
 * The templates a deployment of `stack` is made of: its own and, depth first, every nested
 * stack's below it (found in the construct tree, so a new module's stack is in without a word).
 * Every assertion on functions, grants and routes looks through all of them.
 */
export class StackTemplates {
  readonly all: StackTemplate[];

  /**
   * `Template.fromStack` itself refuses a template with a dependency cycle;
   * `skipCyclicalDependenciesCheck` leaves that to `findCycleInAny` (its own tests use it).
   */
  constructor(stack: Stack, options: { skipCyclicalDependenciesCheck?: boolean } = {}) {
    this.all = collect(stack, options.skipCyclicalDependenciesCheck ?? false);
  }

  get top(): StackTemplate {
    return this.all[0] as StackTemplate;
  }

  get nested(): StackTemplate[] {
    return this.all.slice(1);
  }

  /** Every resource of a type, in every template, with the template it is in. */
  resources(type: string): FoundResource[] {
    return this.all.flatMap((where) =>
      Object.entries(where.template.findResources(type) as Record<string, CfnResource>).map(
        ([id, resource]) => ({ id, resource, where }),
      ),
    );
  }

  /** How many resources of a type all the templates hold together. */
  resourceCountIs(type: string, count: number): void {
    const found = this.resources(type).length;
    if (found !== count) {
      throw new Error(`Expected ${count} ${type} across all stacks, found ${found}`);
    }
  }

  /** Passes when some template has a resource of the type matching the properties. */
  hasResourceProperties(type: string, props: unknown): void {
    const misses: string[] = [];
    const holding = this.all.filter(
      ({ template }) => Object.keys(template.findResources(type)).length,
    );
    for (const { template, path } of holding) {
      try {
        template.hasResourceProperties(type, props);
        return;
      } catch (error) {
        misses.push(`${path}: ${(error as Error).message.split('\n')[0]}`);
      }
    }
    throw new Error(`No ${type} matches in any stack:\n${misses.join('\n')}`);
  }

  /** Every resource of the type, in every template, matches; and there is at least one. */
  allResourcesProperties(type: string, props: unknown): void {
    const holding = this.all.filter(
      ({ template }) => Object.keys(template.findResources(type)).length,
    );
    if (holding.length === 0) throw new Error(`No ${type} in any stack`);
    for (const { template } of holding) template.allResourcesProperties(type, props);
  }
}

export interface FoundResource {
  id: string;
  resource: CfnResource;
  where: StackTemplate;
}

const collect = (stack: Stack, skipCyclicalDependenciesCheck: boolean): StackTemplate[] => {
  const children = stack.node
    .findAll()
    .filter((c): c is NestedStack => NestedStack.isNestedStack(c) && c.nestedStackParent === stack);
  const template = Template.fromStack(stack, { skipCyclicalDependenciesCheck });
  return [
    { stack, path: stack.node.path, template },
    ...children.flatMap((child) => collect(child, skipCyclicalDependenciesCheck)),
  ];
};

/** Which template each function handed out by `functionsWithRole` came from. */
const homes = new WeakMap<CfnResource, StackTemplate>();

/** Our functions only (tagged by ApiFunction), never CDK's helper functions, in every stack. */
export const functionsWithRole = (
  stacks: StackTemplates,
  role?: FunctionRole,
): [string, CfnResource][] =>
  stacks
    .resources('AWS::Lambda::Function')
    .filter(({ resource }) => {
      const tags = (resource.Properties.Tags ?? []) as { Key: string; Value: string }[];
      return tags.some((tag) => tag.Key === FUNCTION_ROLE_TAG && (!role || tag.Value === role));
    })
    .map(({ id, resource, where }) => {
      homes.set(resource, where);
      return [id, resource];
    });

/** The stack a function found by `functionsWithRole` is in. */
export const stackOf = (fn: CfnResource): StackTemplate => {
  const where = homes.get(fn);
  if (!where) throw new Error('Not a function found by functionsWithRole');
  return where;
};

export const functionByDescription = (stacks: StackTemplates, description: string): CfnResource => {
  const found = functionsWithRole(stacks).filter(
    ([, fn]) => fn.Properties.Description === description,
  );
  if (found.length !== 1) throw new Error(`Expected one function for ${description}`);
  return (found[0] as [string, CfnResource])[1];
};

export interface PolicyStatementJson {
  Action: string | string[];
  Resource?: unknown;
  Condition?: Record<string, Record<string, unknown>>;
}

/**
 * Every IAM policy statement on a function's role. The role and its policies sit in the
 * function's own stack (`policiesOutsideTheirRolesStack` checks that no policy strays).
 */
export const statementsOf = (fn: CfnResource): PolicyStatementJson[] => {
  const role = (fn.Properties.Role as { 'Fn::GetAtt': [string, string] })['Fn::GetAtt'][0];
  return Object.values(
    stackOf(fn).template.findResources('AWS::IAM::Policy') as Record<string, CfnResource>,
  )
    .filter((policy) =>
      (policy.Properties.Roles as { Ref: string }[]).some((ref) => ref.Ref === role),
    )
    .flatMap(
      (policy) =>
        (policy.Properties.PolicyDocument as { Statement: PolicyStatementJson[] }).Statement,
    );
};

/** Every IAM action granted to a function's role, across its policies. */
export const actionsOf = (fn: CfnResource): string[] =>
  statementsOf(fn).flatMap((statement) => statement.Action);

/**
 * Policies attached to a role that is not a resource of their own template (a role passed in as
 * a parameter): grants there would escape `statementsOf`, so there must be none.
 */
export const policiesOutsideTheirRolesStack = (stacks: StackTemplates): string[] =>
  stacks.resources('AWS::IAM::Policy').flatMap(({ id, resource, where }) => {
    const own = where.template.toJSON().Resources as Record<string, CfnResource>;
    return (resource.Properties.Roles as { Ref?: string }[])
      .filter((ref) => own[String(ref.Ref)]?.Type !== 'AWS::IAM::Role')
      .map(() => `${where.path}/${id}`);
  });

/** CloudFormation's quotas per template, and the margin we keep under the resource one. */
export const STACK_LIMITS = {
  /** Of the hard 500: room for the next routes before anyone is surprised. */
  resources: 450,
  parameters: 200,
  outputs: 200,
  /** `{{resolve:...}}` references (the cursor key in every API function). */
  dynamicReferences: 60,
} as const;

export interface StackSize {
  path: string;
  resources: number;
  parameters: number;
  outputs: number;
  dynamicReferences: number;
}

export const stackSizes = (stacks: StackTemplates): StackSize[] =>
  stacks.all.map(({ path, template }) => {
    const json = template.toJSON() as Record<string, Record<string, unknown> | undefined>;
    return {
      path,
      resources: Object.keys(json.Resources ?? {}).length,
      parameters: Object.keys(json.Parameters ?? {}).length,
      outputs: Object.keys(json.Outputs ?? {}).length,
      dynamicReferences: JSON.stringify(json.Resources ?? {}).split('{{resolve:').length - 1,
    };
  });

/** The stacks over a limit, with what is over: empty when every stack fits. */
export const stacksOverLimits = (stacks: StackTemplates): string[] =>
  stackSizes(stacks).flatMap((size) => [
    ...(size.resources >= STACK_LIMITS.resources
      ? [`${size.path}: ${size.resources} resources`]
      : []),
    ...(size.parameters >= STACK_LIMITS.parameters
      ? [`${size.path}: ${size.parameters} parameters`]
      : []),
    ...(size.outputs >= STACK_LIMITS.outputs ? [`${size.path}: ${size.outputs} outputs`] : []),
    ...(size.dynamicReferences > STACK_LIMITS.dynamicReferences
      ? [`${size.path}: ${size.dynamicReferences} dynamic references`]
      : []),
  ]);

const referencedIds = (value: unknown, ids: Set<string>, into: Set<string>): Set<string> => {
  if (Array.isArray(value)) {
    for (const item of value) referencedIds(item, ids, into);
  } else if (value !== null && typeof value === 'object') {
    for (const [key, inner] of Object.entries(value)) {
      if (key === 'Ref' && typeof inner === 'string' && ids.has(inner)) into.add(inner);
      else if (key === 'Fn::GetAtt' && Array.isArray(inner)) into.add(String(inner[0]));
      else referencedIds(inner, ids, into);
    }
  }
  return into;
};

/**
 * A dependency cycle between the resources of one template (CloudFormation refuses to deploy
 * one), or undefined. A nested stack is one resource of its parent: it depends on every parent
 * resource its parameters name, and a parent resource that reads one of its outputs
 * (`Fn::GetAtt [Stack, Outputs.X]`) depends on all of it, so a parent resource feeding a
 * nested stack that hands something back to it is a cycle here, as it is to CloudFormation.
 */
export const findCycle = (template: Template): string[] | undefined => {
  const all = (template.toJSON() as { Resources: Record<string, CfnResource> }).Resources;
  const ids = new Set(Object.keys(all));
  const edges = new Map<string, Set<string>>();
  for (const [id, resource] of Object.entries(all)) {
    const dependsOn = resource.DependsOn ?? [];
    const deps = referencedIds(resource.Properties ?? {}, ids, new Set());
    for (const dep of typeof dependsOn === 'string' ? [dependsOn] : dependsOn) deps.add(dep);
    edges.set(id, deps);
  }
  const done = new Set<string>();
  const visit = (id: string, path: string[]): string[] | undefined => {
    if (path.includes(id)) return [...path.slice(path.indexOf(id)), id];
    if (done.has(id)) return undefined;
    for (const dep of edges.get(id) ?? []) {
      const cycle = visit(dep, [...path, id]);
      if (cycle) return cycle;
    }
    done.add(id);
    return undefined;
  };
  for (const id of ids) {
    const cycle = visit(id, []);
    if (cycle) return cycle;
  }
  return undefined;
};

/**
 * The first dependency cycle in any template of the deployment, top-level stack first (where
 * the parent-nested relationships are), then each nested stack's own resources.
 */
export const findCycleInAny = (stacks: StackTemplates): string[] | undefined => {
  for (const { path, template } of stacks.all) {
    const cycle = findCycle(template);
    if (cycle) return [path, ...cycle];
  }
  return undefined;
};
