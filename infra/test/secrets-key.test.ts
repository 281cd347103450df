import { fileURLToPath } from 'node:url';
import type { QueueDefinition } from '@salesflow/functions/platform/queues';
import type { RouteDefinition } from '@salesflow/functions/routes';
import { Template } from 'aws-cdk-lib/assertions';
import { beforeAll, describe, expect, it } from 'vitest';
import { SECRETS_KEY_ENV } from '../lib/constructs/secrets-key.ts';
import { SalesFlowStack } from '../lib/stacks/salesflow-stack.ts';
import {
  actionsOf,
  appWithProjectContext,
  functionByDescription,
  functionsWithRole,
  statementsOf,
} from './template-helpers.ts';

/** Bundling a few fixture functions on a busy 2-core machine. */
const BUNDLING_TIMEOUT = 300_000;
const fixtures = fileURLToPath(new URL('./fixtures/', import.meta.url));

const routes: RouteDefinition[] = [
  {
    method: 'GET',
    path: '/api/things',
    handler: 'modules/demo/get-thing.handler',
    access: 'admin',
    table: 'read',
  },
  {
    method: 'POST',
    path: '/api/things',
    handler: 'modules/demo/seal-thing.handler',
    access: 'admin',
    table: 'readwrite',
    secrets: 'write',
  },
  {
    method: 'PUT',
    path: '/api/things/{id}',
    handler: 'modules/demo/put-thing.handler',
    access: 'admin',
    table: 'readwrite',
    secrets: 'read',
  },
];
const queue: QueueDefinition = {
  name: 'call-dialer',
  worker: 'modules/demo/thing.worker',
  visibilityTimeoutSeconds: 60,
  maxReceiveCount: 3,
  batchSize: 5,
  secrets: 'read',
};

const kmsActions = (actions: string[]) => actions.filter((a) => a.startsWith('kms:')).sort();
const environmentOf = (fn: { Properties: Record<string, unknown> }) =>
  ((fn.Properties.Environment as { Variables?: Record<string, unknown> } | undefined)?.Variables ??
    {}) as Record<string, unknown>;

describe('the provider secrets key', () => {
  let template: Template;
  beforeAll(() => {
    const stack = new SalesFlowStack(appWithProjectContext(), 'SecretsKeyTest', {
      routes,
      queues: [queue],
      schedules: [],
      sourceDir: fixtures,
      webAssetsDir: null,
    });
    template = Template.fromStack(stack);
  }, BUNDLING_TIMEOUT);

  it('is one KMS key with rotation on, kept when the stack goes', () => {
    template.resourceCountIs('AWS::KMS::Key', 1);
    template.hasResource('AWS::KMS::Key', {
      Properties: { EnableKeyRotation: true },
      DeletionPolicy: 'Retain',
    });
  });

  it('is granted only to the functions whose row says so, and only what it says', () => {
    const get = functionByDescription(template, 'GET /api/things');
    const seal = functionByDescription(template, 'POST /api/things');
    const open = functionByDescription(template, 'PUT /api/things/{id}');
    expect(kmsActions(actionsOf(template, get))).toEqual([]);
    expect(environmentOf(get)[SECRETS_KEY_ENV]).toBeUndefined();
    expect(kmsActions(actionsOf(template, seal))).toEqual(['kms:GenerateDataKey']);
    expect(kmsActions(actionsOf(template, open))).toEqual(['kms:Decrypt']);
    for (const fn of [seal, open]) expect(environmentOf(fn)[SECRETS_KEY_ENV]).toBeDefined();
    const [worker] = functionsWithRole(template, 'worker');
    if (!worker) throw new Error('no worker');
    expect(kmsActions(actionsOf(template, worker[1]))).toEqual(['kms:Decrypt']);

    // No other function of the stack (CDK's helpers included) may use the key.
    const withKms = functionsWithRole(template).filter(
      ([, fn]) => kmsActions(actionsOf(template, fn)).length > 0,
    );
    expect(withKms).toHaveLength(3);
    // Always under an organization's encryption context.
    const statement = statementsOf(template, seal).find((s) =>
      [s.Action].flat().includes('kms:GenerateDataKey'),
    );
    expect(statement?.Condition).toEqual({
      Null: { 'kms:EncryptionContext:organizationId': 'false' },
    });
  });
});
