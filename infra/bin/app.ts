import { App } from 'aws-cdk-lib';
import { SalesFlowStack } from '../lib/stacks/salesflow-stack.ts';

const app = new App();

new SalesFlowStack(app, 'SalesFlow', {
  description: 'SalesFlow: serverless sales CRM',
  // Environment-agnostic unless the CLI knows the target account (cdk deploy with credentials).
  env:
    process.env.CDK_DEFAULT_ACCOUNT && process.env.CDK_DEFAULT_REGION
      ? { account: process.env.CDK_DEFAULT_ACCOUNT, region: process.env.CDK_DEFAULT_REGION }
      : undefined,
});
