import type { SecretsAccess } from '@salesflow/functions/platform/route-grants';
import type { QueueDefinition } from '@salesflow/functions/queues';
import type { RouteDefinition } from '@salesflow/functions/routes';
import { RemovalPolicy } from 'aws-cdk-lib';
import { PolicyStatement } from 'aws-cdk-lib/aws-iam';
import { Key } from 'aws-cdk-lib/aws-kms';
import type { Function as LambdaFunction } from 'aws-cdk-lib/aws-lambda';
import { Construct } from 'constructs';

/** The environment variable naming the key (functions/src/platform/secrets/data-keys.ts). */
export const SECRETS_KEY_ENV = 'SECRETS_KMS_KEY_ID';

const ACTIONS: Record<'read' | 'write', string> = {
  write: 'kms:GenerateDataKey',
  read: 'kms:Decrypt',
};

/**
 * The KMS key that wraps provider secrets' data keys (envelope encryption: each secret is sealed
 * with AES-256-GCM under its own data key, and only the wrapped key is stored beside it). Yearly
 * rotation on; kept when the stack goes, since without it no stored secret opens. Only the
 * functions whose row of the route table (or queue) names `secrets` may use it, and only under an
 * encryption context that names an organization.
 */
export class SecretsKey extends Construct {
  readonly key: Key;

  constructor(scope: Construct, id: string) {
    super(scope, id);
    this.key = new Key(this, 'Key', {
      description: 'SalesFlow: wraps the data keys of provider secrets (OpenAI, Twilio)',
      enableKeyRotation: true,
      removalPolicy: RemovalPolicy.RETAIN,
    });
  }

  /** Grants each function what its declaration says (`read`: Decrypt, `write`: GenerateDataKey). */
  grantDeclared(
    declared: readonly {
      fn: LambdaFunction;
      definition: Pick<RouteDefinition, 'secrets'> | Pick<QueueDefinition, 'secrets'>;
    }[],
  ): void {
    for (const { fn, definition } of declared) {
      const access: SecretsAccess | undefined = definition.secrets;
      if (!access) continue;
      const actions = (['write', 'read'] as const)
        .filter((need) => access.includes(need))
        .map((need) => ACTIONS[need]);
      fn.addToRolePolicy(
        new PolicyStatement({
          actions,
          resources: [this.key.keyArn],
          conditions: { Null: { 'kms:EncryptionContext:organizationId': 'false' } },
        }),
      );
      fn.addEnvironment(SECRETS_KEY_ENV, this.key.keyArn);
    }
  }
}
