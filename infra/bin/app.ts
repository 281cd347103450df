import { App } from 'aws-cdk-lib';
import { buildSalesFlowApp } from '../lib/salesflow-app.ts';

// The CLI sets these when it knows the target (cdk deploy with credentials, cdklocal).
buildSalesFlowApp(new App(), {
  account: process.env.CDK_DEFAULT_ACCOUNT,
  region: process.env.CDK_DEFAULT_REGION,
});
