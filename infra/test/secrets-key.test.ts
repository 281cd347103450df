import { fileURLToPath } from 'node:url';
import type { QueueDefinition } from '@salesflow/functions/queues';
import type { RouteDefinition } from '@salesflow/functions/routes';
import { beforeAll, describe, expect, it } from 'vitest';
import { SECRETS_KEY_ENV } from '../lib/constructs/secrets-key.ts';
import { SalesFlowStack } from '../lib/stacks/salesflow-stack.ts';
import {
  actionsOf,
  appWithoutBundling,
  functionByDescription,
  functionsWithRole,
  StackTemplates,
  statementsOf,
} from './template-helpers.ts';

/** Synthesizing (no bundling: no assertion here reads code) on a busy 2-core machine. */
const SYNTH_TIMEOUT = 120_000;
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
  let stacks: StackTemplates;
  beforeAll(() => {
    const stack = new SalesFlowStack(appWithoutBundling(), 'SecretsKeyTest', {
      routes,
      queues: [queue],
      schedules: [],
      socketRoutes: [],
      sourceDir: fixtures,
      projectors: [],
      webAssetsDir: null,
    });
    stacks = new StackTemplates(stack);
  }, SYNTH_TIMEOUT);

  it('is one KMS key with rotation on, kept when the stack goes', () => {
    stacks.resourceCountIs('AWS::KMS::Key', 1);
    stacks.top.template.hasResource('AWS::KMS::Key', {
      Properties: { EnableKeyRotation: true },
      DeletionPolicy: 'Retain',
    });
  });

  it('is granted only to the functions whose row says so, and only what it says', () => {
    const get = functionByDescription(stacks, 'GET /api/things');
    const seal = functionByDescription(stacks, 'POST /api/things');
    const open = functionByDescription(stacks, 'PUT /api/things/{id}');
    expect(kmsActions(actionsOf(get))).toEqual([]);
    expect(environmentOf(get)[SECRETS_KEY_ENV]).toBeUndefined();
    expect(kmsActions(actionsOf(seal))).toEqual(['kms:GenerateDataKey']);
    expect(kmsActions(actionsOf(open))).toEqual(['kms:Decrypt']);
    for (const fn of [seal, open]) expect(environmentOf(fn)[SECRETS_KEY_ENV]).toBeDefined();
    const [worker] = functionsWithRole(stacks, 'worker');
    if (!worker) throw new Error('no worker');
    expect(kmsActions(actionsOf(worker[1]))).toEqual(['kms:Decrypt']);

    // No other function of the stack (CDK's helpers included) may use the key.
    const withKms = functionsWithRole(stacks).filter(
      ([, fn]) => kmsActions(actionsOf(fn)).length > 0,
    );
    expect(withKms).toHaveLength(3);
    // Always under an organization's encryption context.
    const statement = statementsOf(seal).find((s) =>
      [s.Action].flat().includes('kms:GenerateDataKey'),
    );
    expect(statement?.Condition).toEqual({
      Null: { 'kms:EncryptionContext:organizationId': 'false' },
    });
  });
});
