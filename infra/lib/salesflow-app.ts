import type { App } from 'aws-cdk-lib';
import { EdgeStack } from './stacks/edge-stack.ts';
import { SalesFlowStack, type SalesFlowStackProps } from './stacks/salesflow-stack.ts';

/** Where the app runs when the CLI names no region (most users are in India). */
export const DEFAULT_REGION = 'ap-south-1';

export interface Target {
  /** CDK_DEFAULT_ACCOUNT: unknown offline, which `cdk synth` allows. */
  account?: string;
  /** CDK_DEFAULT_REGION. */
  region?: string;
}

/** `-c waf=false` (LocalStack has no CloudFront WAF) builds the main stack alone. */
const wafEnabled = (app: App): boolean => {
  const waf: unknown = app.node.tryGetContext('waf');
  return waf !== false && waf !== 'false';
};

/**
 * The CDK app: `SalesFlow` in the target region and, unless `-c waf=false`, `SalesFlowEdge` in
 * us-east-1 with the web ACL CloudFront needs, its ARN passed across regions. A cross-region
 * reference needs both regions written out; the account may stay unknown for an offline synth.
 */
export const buildSalesFlowApp = (
  app: App,
  target: Target,
  props: Omit<SalesFlowStackProps, 'env' | 'webAclArn'> = {},
) => {
  const description = 'SalesFlow: serverless sales CRM';
  if (!wafEnabled(app)) {
    const env = target.account && target.region ? target : undefined;
    return { main: new SalesFlowStack(app, 'SalesFlow', { description, env, ...props }) };
  }
  const edge = new EdgeStack(app, 'SalesFlowEdge', {
    description: 'SalesFlow: WAF web ACL for CloudFront (us-east-1)',
    env: { account: target.account, region: 'us-east-1' },
    crossRegionReferences: true,
  });
  const main = new SalesFlowStack(app, 'SalesFlow', {
    description,
    env: { account: target.account, region: target.region ?? DEFAULT_REGION },
    crossRegionReferences: true,
    webAclArn: edge.webAclArn,
    ...props,
  });
  return { main, edge };
};
