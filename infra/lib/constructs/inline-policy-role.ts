import {
  type AddToPrincipalPolicyResult,
  ManagedPolicy,
  PolicyDocument,
  type PolicyStatement,
  Role,
  ServicePrincipal,
} from 'aws-cdk-lib/aws-iam';
import type { Construct } from 'constructs';

/**
 * A function's role whose grants are written inside the role (its `Policies`), not in a separate
 * AWS::IAM::Policy: the same inline policy IAM keeps either way, one CloudFormation resource
 * instead of two. A stack holds at most 500 resources, and a policy each would use 80 of them.
 */
export class InlinePolicyRole extends Role {
  private readonly inlineGrants: PolicyDocument;

  constructor(scope: Construct, id: string) {
    const grants = new PolicyDocument();
    super(scope, id, {
      assumedBy: new ServicePrincipal('lambda.amazonaws.com'),
      managedPolicies: [
        ManagedPolicy.fromAwsManagedPolicyName('service-role/AWSLambdaBasicExecutionRole'),
      ],
      inlinePolicies: { grants },
    });
    this.inlineGrants = grants;
  }

  override addToPrincipalPolicy(statement: PolicyStatement): AddToPrincipalPolicyResult {
    this.inlineGrants.addStatements(statement);
    return { statementAdded: true, policyDependable: this };
  }
}
