import { Stack, type StackProps } from 'aws-cdk-lib';
import type { Construct } from 'constructs';
import { RateLimitAcl } from '../constructs/rate-limit-acl.ts';

/** What CloudFront needs from us-east-1: the WAF web ACL. Deployed beside the main stack. */
export class EdgeStack extends Stack {
  readonly webAclArn: string;

  constructor(scope: Construct, id: string, props: StackProps) {
    super(scope, id, props);
    if (props.env?.region !== 'us-east-1') {
      throw new Error(`${id} must be in us-east-1: CloudFront only takes web ACLs from there`);
    }
    this.webAclArn = new RateLimitAcl(this, 'RateLimits').webAcl.attrArn;
  }
}
