import { readFileSync } from 'node:fs';
import { App } from 'aws-cdk-lib';
import type { Template } from 'aws-cdk-lib/assertions';
import { FUNCTION_ROLE_TAG, type FunctionRole } from '../lib/constructs/api-function.ts';

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

const resources = (template: Template, type: string): [string, CfnResource][] =>
  Object.entries(template.findResources(type) as Record<string, CfnResource>);

/** Our functions only (tagged by ApiFunction), never CDK's helper functions. */
export const functionsWithRole = (
  template: Template,
  role?: FunctionRole,
): [string, CfnResource][] =>
  resources(template, 'AWS::Lambda::Function').filter(([, fn]) => {
    const tags = (fn.Properties.Tags ?? []) as { Key: string; Value: string }[];
    return tags.some((tag) => tag.Key === FUNCTION_ROLE_TAG && (!role || tag.Value === role));
  });

export const functionByDescription = (template: Template, description: string): CfnResource => {
  const found = functionsWithRole(template).filter(
    ([, fn]) => fn.Properties.Description === description,
  );
  if (found.length !== 1) throw new Error(`Expected one function for ${description}`);
  return (found[0] as [string, CfnResource])[1];
};

export interface PolicyStatementJson {
  Action: string | string[];
  Condition?: Record<string, Record<string, unknown>>;
}

/** Every IAM policy statement on a function's role. */
export const statementsOf = (template: Template, fn: CfnResource): PolicyStatementJson[] => {
  const role = (fn.Properties.Role as { 'Fn::GetAtt': [string, string] })['Fn::GetAtt'][0];
  type Document = { PolicyDocument: { Statement: PolicyStatementJson[] } };
  // The role's own inline policies (InlinePolicyRole), and any policy attached to it.
  const inline = (
    (template.findResources('AWS::IAM::Role')[role]?.Properties?.Policies ?? []) as Document[]
  ).flatMap((policy) => policy.PolicyDocument.Statement);
  const attached = resources(template, 'AWS::IAM::Policy')
    .filter(([, policy]) =>
      (policy.Properties.Roles as { Ref: string }[]).some((ref) => ref.Ref === role),
    )
    .flatMap(([, policy]) => (policy.Properties as unknown as Document).PolicyDocument.Statement);
  return [...inline, ...attached];
};

/** Every IAM action granted to a function's role, across its policies. */
export const actionsOf = (template: Template, fn: CfnResource): string[] =>
  statementsOf(template, fn).flatMap((statement) => statement.Action);

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

/** A dependency cycle between resources (CloudFormation refuses to deploy one), or undefined. */
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
