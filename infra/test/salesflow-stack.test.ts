import { createHash } from 'node:crypto';
import {
  existsSync,
  lstatSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  readlinkSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { OPERATORS_GROUP } from '@salesflow/functions/platform/auth/operators';
import { TABLE } from '@salesflow/functions/platform/data/table-definition';
import { ROUTE_ROW_ENV, routeRowValue } from '@salesflow/functions/platform/http/route-rows';
import { type ProjectorDefinition, projectors } from '@salesflow/functions/platform/projectors';
import { STAGE_THROTTLE } from '@salesflow/functions/platform/rate-limits';
import {
  type QueueDefinition,
  queueEnvName,
  queues,
  type ScheduleDefinition,
  schedules,
} from '@salesflow/functions/queues';
import {
  localOnlyRoutes,
  type RouteDefinition,
  routes,
  type SocketRouteDefinition,
  socketRoutes,
} from '@salesflow/functions/routes';
import { WEBHOOK_SOURCES, webhookPath } from '@salesflow/shared/lead-capture/lead-sources';
import type { App } from 'aws-cdk-lib';
import { Match, Template } from 'aws-cdk-lib/assertions';
import { CachePolicy, OriginRequestPolicy } from 'aws-cdk-lib/aws-cloudfront';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_BUNDLE_BYTES } from '../lib/bundling.ts';
import { FUNCTION_ROLE_TAG } from '../lib/constructs/api-function.ts';
import { ROUTES_PER_NESTED_STACK, routeKey, routeStacks } from '../lib/constructs/http-api.ts';
import { SalesFlowStack, type SalesFlowStackProps } from '../lib/stacks/salesflow-stack.ts';
import {
  actionsOf,
  appWithoutBundling,
  appWithPrebuiltBundles,
  appWithProjectContext,
  findCycleInAny,
  functionByDescription,
  functionsWithRole,
  policiesOutsideTheirRolesStack,
  removeBundlesOf,
  StackTemplates,
  stackOf,
  stackSizes,
  stacksOverLimits,
  statementsOf,
} from './template-helpers.ts';

/**
 * One esbuild run for all the functions (prebuilt-bundles.ts), then the synth: well under a
 * minute, but a busy 2-core machine can stretch it.
 */
const BUNDLING_TIMEOUT = 300_000;

/** The asset folder of the one API function a stack of `sources` makes. */
const apiAssetDir = (app: App, sources: SalesFlowStackProps): string => {
  const stacks = new StackTemplates(
    new SalesFlowStack(app, 'Bundled', { ...sources, webAssetsDir: null }),
  );
  const [found] = functionsWithRole(stacks, 'api');
  if (!found) throw new Error('no function');
  const key = String((found[1].Properties.Code as { S3Key: string }).S3Key).replace(/\.zip$/, '');
  return join(app.outdir, `asset.${key}`);
};
const WRITE_ACTIONS = ['PutItem', 'UpdateItem', 'DeleteItem', 'BatchWriteItem'].map(
  (action) => `dynamodb:${action}`,
);

const fixtures = fileURLToPath(new URL('./fixtures/', import.meta.url));
const syntheticRoutes: RouteDefinition[] = [
  {
    method: 'GET',
    path: '/api/things',
    handler: 'modules/demo/get-thing.handler',
    access: 'user',
    table: 'read',
  },
  {
    method: 'PUT',
    path: '/api/things/{id}',
    handler: 'modules/demo/put-thing.handler',
    access: 'user',
    table: 'readwrite',
    sends: ['call-dialer'],
    uploads: 'write',
  },
  {
    method: 'DELETE',
    path: '/api/things/{id}',
    handler: 'modules/demo/delete-thing.handler',
    access: 'user',
    table: 'readwrite',
    uploads: 'delete',
  },
];
const syntheticQueue: QueueDefinition = {
  name: 'call-dialer',
  worker: 'modules/demo/thing.worker',
  visibilityTimeoutSeconds: 180,
  maxReceiveCount: 4,
  batchSize: 7,
  uploads: 'read',
};
const syntheticProjector: ProjectorDefinition = {
  name: 'thing-words',
  handler: 'modules/demo/thing.worker',
  itemTypes: ['thing'],
  batchSize: 50,
  batchingWindowSeconds: 1,
  retryAttempts: 3,
  timeoutSeconds: 20,
};
const syntheticSchedule: ScheduleDefinition = {
  name: 'auto-calling',
  handler: 'modules/demo/thing.worker',
  rateMinutes: 5,
};

/** A WebSocket function's description: its API and route key, e.g. `relay $connect`. */
const socketRouteName = (row: SocketRouteDefinition) => `${row.api} ${row.routeKey}`;

describe('SalesFlow stack with the real route table', () => {
  let stacks: StackTemplates;
  let app: App;
  const functionByRow = (row: SocketRouteDefinition | undefined) => {
    const found = functionsWithRole(stacks, 'socket').find(
      ([, fn]) => row && fn.Properties.Description === socketRouteName(row),
    );
    if (!found) throw new Error(`no function for ${row?.routeKey}`);
    return found;
  };

  beforeAll(async () => {
    app = await appWithPrebuiltBundles({ routes, queues, schedules, socketRoutes, projectors });
    const stack = new SalesFlowStack(app, 'SalesFlow', { webAssetsDir: null });
    stacks = new StackTemplates(stack);
  }, BUNDLING_TIMEOUT);

  // Removing some 170 bundles takes more than the default 10 s on a busy machine.
  afterAll(() => {
    if (app) removeBundlesOf(app);
  }, BUNDLING_TIMEOUT);

  it('keeps every stack, top-level and nested, well inside CloudFormation’s quotas', () => {
    // One nested stack per module of the route table, and one for the workers and schedules.
    expect(stacks.nested.map(({ path }) => path).sort()).toEqual(
      [
        ...[...routeStacks(routes).keys()].map((id) => `SalesFlow/Api/${id}`),
        'SalesFlow/Work/Functions',
        'SalesFlow/Relay/Routes-call-relay',
      ].sort(),
    );
    expect(stacksOverLimits(stacks)).toEqual([]);
    // The checks measure something: the route stacks do hold resources and secret references.
    const sizes = stackSizes(stacks);
    expect(Math.max(...sizes.map((size) => size.resources))).toBeGreaterThan(20);
    expect(Math.max(...sizes.map((size) => size.dynamicReferences))).toBeGreaterThan(1);
  });

  it('puts each module’s functions, routes, integrations and permissions in its own nested stack', () => {
    const top = stacks.top.template;
    for (const type of [
      'AWS::Lambda::Function',
      'AWS::ApiGatewayV2::Route',
      'AWS::ApiGatewayV2::Integration',
      'AWS::Lambda::Permission',
      'AWS::IAM::Role',
    ]) {
      expect(Object.keys(top.findResources(type)), type).toEqual([]);
    }
    for (const [id, moduleRoutes] of routeStacks(routes)) {
      const nested = stacks.nested.find(({ path }) => path === `SalesFlow/Api/${id}`);
      if (!nested) throw new Error(`no nested stack ${id}`);
      const keys = Object.values(nested.template.findResources('AWS::ApiGatewayV2::Route')).map(
        (route) => String(route.Properties.RouteKey),
      );
      expect(keys.sort()).toEqual(moduleRoutes.map(routeKey).sort());
      nested.template.resourceCountIs('AWS::ApiGatewayV2::Integration', moduleRoutes.length);
      nested.template.resourceCountIs('AWS::Lambda::Permission', moduleRoutes.length);
      const described = functionsWithRole(stacks, 'api')
        .filter(([, fn]) => stackOf(fn) === nested)
        .map(([, fn]) => fn.Properties.Description);
      expect(described.sort()).toEqual(moduleRoutes.map(routeKey).sort());
    }
    // The workers, schedules and projectors in the one stack for background work, nothing else.
    for (const [, fn] of functionsWithRole(stacks)) {
      const role = (fn.Properties.Tags as { Key: string; Value: string }[]).find(
        (tag) => tag.Key === FUNCTION_ROLE_TAG,
      )?.Value;
      expect(stackOf(fn).path === 'SalesFlow/Work/Functions', String(role)).toBe(
        role === 'worker' || role === 'schedule' || role === 'projector',
      );
    }
  });

  it('attaches every policy to a role of its own stack, so no grant escapes these checks', () => {
    expect(policiesOutsideTheirRolesStack(stacks)).toEqual([]);
    expect(stacks.resources('AWS::IAM::Policy').length).toBeGreaterThanOrEqual(
      routes.length + queues.length + schedules.length + projectors.length,
    );
  });

  it('makes exactly one function per route, and no other function', () => {
    const descriptions = functionsWithRole(stacks, 'api').map(
      ([, fn]) => fn.Properties.Description,
    );

    expect(descriptions.sort()).toEqual(routes.map(routeKey).sort());
    expect(functionsWithRole(stacks, 'worker')).toHaveLength(queues.length);
    expect(functionsWithRole(stacks, 'projector')).toHaveLength(projectors.length);
    expect(functionsWithRole(stacks, 'socket').map(([, fn]) => fn.Properties.Description)).toEqual(
      socketRoutes.map(socketRouteName),
    );
    stacks.resourceCountIs(
      'AWS::Lambda::Function',
      routes.length + queues.length + schedules.length + socketRoutes.length + projectors.length,
    );
  });

  it('declares every route on the HTTP API with payload format 2.0', () => {
    const httpRoutes = stacks
      .resources('AWS::ApiGatewayV2::Route')
      .filter(({ where }) => where.path !== 'SalesFlow/Relay/Routes-call-relay');
    const keys = httpRoutes.map(({ resource }) => String(resource.Properties.RouteKey));
    expect(keys.sort()).toEqual(routes.map(routeKey).sort());
    const integrations = stacks
      .resources('AWS::ApiGatewayV2::Integration')
      .filter(({ where }) => where.path !== 'SalesFlow/Relay/Routes-call-relay');
    expect(integrations).toHaveLength(routes.length);
    for (const { resource } of integrations) {
      expect(resource.Properties).toMatchObject({
        IntegrationType: 'AWS_PROXY',
        PayloadFormatVersion: '2.0',
      });
    }
  });

  it('serves the relay WebSocket API: its three routes on the relay stage, in a nested stack', () => {
    const top = stacks.top.template;
    top.hasResourceProperties('AWS::ApiGatewayV2::Api', { ProtocolType: 'WEBSOCKET' });
    top.resourceCountIs('AWS::ApiGatewayV2::Stage', 2);
    top.hasResourceProperties('AWS::ApiGatewayV2::Stage', {
      StageName: 'relay',
      AutoDeploy: true,
      DefaultRouteSettings: {
        ThrottlingRateLimit: STAGE_THROTTLE.rateLimit,
        ThrottlingBurstLimit: STAGE_THROTTLE.burstLimit,
      },
    });
    const relay = stacks.nested.find(({ path }) => path === 'SalesFlow/Relay/Routes-call-relay');
    if (!relay) throw new Error('no relay stack');
    const keys = Object.values(relay.template.findResources('AWS::ApiGatewayV2::Route')).map(
      (route) => String(route.Properties.RouteKey),
    );
    expect(keys.sort()).toEqual(['$connect', '$default', '$disconnect']);
    relay.template.resourceCountIs('AWS::ApiGatewayV2::Integration', 3);
    relay.template.allResourcesProperties('AWS::ApiGatewayV2::Integration', {
      IntegrationType: 'AWS_PROXY',
    });
    relay.template.resourceCountIs('AWS::Lambda::Permission', 3);
    for (const [, fn] of functionsWithRole(stacks, 'socket')) expect(stackOf(fn)).toBe(relay);
    stacks.top.template.hasOutput('RelayUrl', Match.anyValue());
  });

  it('lets only the WebSocket rows that post to connections manage them, on the relay stage only', () => {
    const managers = functionsWithRole(stacks)
      .filter(([, fn]) => actionsOf(fn).includes('execute-api:ManageConnections'))
      .map(([, fn]) => String(fn.Properties.Description));

    expect(managers.sort()).toEqual(
      [
        ...routes.filter((row) => row.postsToConnections).map((row) => `${row.method} ${row.path}`),
        ...socketRoutes.filter((row) => row.postsToConnections).map(socketRouteName),
      ].sort(),
    );
    // The relay's frames, the AMD webhook that leaves a voicemail on the open session, and End
    // Call, which closes an Exotel call's stream (Exotel hangs up no other way).
    expect(managers.sort()).toEqual([
      'POST /api/ai-calls/{id}/hang-up',
      'POST /api/webhooks/twilio/{orgId}/calls/{callId}/amd',
      'relay $default',
    ]);
    const [, poster] = functionByRow(socketRoutes.find((row) => row.postsToConnections));
    const resources = statementsOf(poster)
      .filter((statement) => [statement.Action].flat().includes('execute-api:ManageConnections'))
      .map((statement) => JSON.stringify(statement.Resource));
    expect(resources).toHaveLength(1);
    expect(resources[0]).toContain('/relay/*/@connections/*');
  });

  it('gives the WebSocket functions their rows’ grants and timeouts', () => {
    for (const row of socketRoutes) {
      const [, fn] = functionByRow(row);
      expect(Number(fn.Properties.Timeout), row.routeKey).toBe(row.timeoutSeconds ?? 10);
      expect(actionsOf(fn).includes('dynamodb:PutItem')).toBe(row.table === 'readwrite');
      expect(actionsOf(fn).includes('kms:Decrypt'), row.routeKey).toBe(
        Boolean(row.secrets?.includes('read')),
      );
    }
    expect(
      Number(
        functionByRow(socketRoutes.find((r) => r.routeKey === '$default'))[1].Properties.Timeout,
      ),
    ).toBe(60);
  });

  it('tells every function the public API URL, the relay URL and the relay’s connections URL', () => {
    for (const [, fn] of functionsWithRole(stacks)) {
      const variables = (fn.Properties.Environment as { Variables: Record<string, unknown> })
        .Variables;
      const description = String(fn.Properties.Description);
      expect(Object.keys(variables), description).toEqual(
        expect.arrayContaining(['PUBLIC_API_URL', 'RELAY_WS_URL', 'RELAY_CONNECTIONS_URL']),
      );
      expect(JSON.stringify(variables.RELAY_WS_URL)).toMatch(/wss:\/\/.*\/relay"/);
      expect(JSON.stringify(variables.RELAY_CONNECTIONS_URL)).toMatch(/https:\/\/.*\/relay"/);
    }
  });

  it('lets only the routes that name a queue send to it, and no function scan the table', () => {
    // A projector sends only to its dead-letter queue (Lambda's on-failure destination): below.
    const senders = functionsWithRole(stacks)
      .filter(([, fn]) => actionsOf(fn).includes('sqs:SendMessage'))
      .map(([, fn]) => fn.Properties.Description)
      .filter((description) => !String(description).startsWith('Table stream projector '));

    // Exactly the functions that declare a queue they send to: routes, workers and schedules.
    expect(senders.sort()).toEqual(
      [
        ...routes.filter((route) => route.sends?.length).map(routeKey),
        ...queues
          .filter((queue) => queue.sends?.length)
          .map((queue) => `SQS worker for ${queue.name}`),
        // The outbox sweeper sends what a route could not.
        ...schedules
          .filter((schedule) => schedule.sends?.length)
          .map((schedule) => `Runs every ${schedule.rateMinutes} min: ${schedule.name}`),
      ].sort(),
    );
    expect(senders).toContain('Runs every 1 min: outbox-sweeper');
    expect(senders).toEqual(expect.arrayContaining(['POST /api/team/assign-lead']));
    // A contact's change reaches its deals from the table's stream: its route sends nothing.
    expect(senders).not.toContain('PUT /api/contacts/{id}');
    // A projector sends to its dead-letter queue, and to the queues it declares (the messages its
    // changes ask for), each named in its environment.
    for (const [, fn] of functionsWithRole(stacks, 'projector')) {
      const definition = projectors.find(
        (projector) => fn.Properties.Description === `Table stream projector ${projector.name}`,
      );
      const sends = statementsOf(fn).filter((statement) =>
        statement.Action.includes('sqs:SendMessage'),
      );
      // CDK merges the grants into one statement: its resources are the queues.
      const queuesSentTo = sends.flatMap((statement) => [statement.Resource].flat());
      expect(queuesSentTo).toHaveLength(1 + (definition?.sends?.length ?? 0));
      expect(JSON.stringify(queuesSentTo)).toMatch(/dlq/i);
      for (const queue of definition?.sends ?? []) {
        expect(JSON.stringify(fn.Properties.Environment)).toContain(queueEnvName(queue));
      }
    }
    expect(projectors.find((projector) => projector.name === 'counters')?.sends).toEqual([
      'lead-scores',
      'contact-changes',
      'contact-duplicates',
      'contact-merges',
    ]);
    for (const [, fn] of functionsWithRole(stacks)) {
      expect(actionsOf(fn)).not.toContain('dynamodb:Scan');
      if (String(fn.Properties.Description).startsWith('Table stream projector ')) continue;
      const sends = senders.includes(fn.Properties.Description);
      expect(JSON.stringify(fn.Properties.Environment).includes('QUEUE_URL_')).toBe(sends);
    }
  });

  it('lets only the routes that declare email send it, from the configured sender', () => {
    for (const [, fn] of functionsWithRole(stacks, 'api')) {
      const route = routes.find((r) => routeKey(r) === fn.Properties.Description);
      const mails = Boolean(route?.emails);
      const identities = Boolean(route?.emailIdentities);
      expect(actionsOf(fn).includes('ses:SendEmail'), String(route?.path)).toBe(mails);
      expect(actionsOf(fn).includes('ses:CreateEmailIdentity'), String(route?.path)).toBe(
        identities,
      );
      expect(JSON.stringify(fn.Properties.Environment).includes('EMAIL_FROM')).toBe(
        mails || identities,
      );
    }
    // The organization's sending address: the GET and the confirmation read and create identities.
    expect(routes.filter((r) => r.emailIdentities).map(routeKey)).toEqual([
      'GET /api/settings/email-sender',
      'POST /api/settings/email-sender/confirm',
    ]);
  });

  it('deploys no local-only route', () => {
    const routeKeys = stacks
      .resources('AWS::ApiGatewayV2::Route')
      .map(({ resource }) => String(resource.Properties.RouteKey));
    const descriptions = functionsWithRole(stacks).map(([, fn]) => fn.Properties.Description);

    expect(routeKeys.filter((key) => key.includes('/api/dev/'))).toEqual([]);
    for (const route of localOnlyRoutes) expect(descriptions).not.toContain(routeKey(route));
    for (const [, fn] of functionsWithRole(stacks)) {
      expect(JSON.stringify(fn.Properties.Environment)).not.toContain('ALLOW_DEV_LOGIN');
    }
  });

  it('runs every function on Node 22 arm64, 512 MB, its role’s log group, no idle tracing', () => {
    for (const [, fn] of functionsWithRole(stacks)) {
      expect(fn.Properties.TracingConfig).toBeUndefined();
    }
    stacks.allResourcesProperties('AWS::Lambda::Function', {
      Runtime: 'nodejs22.x',
      Architectures: ['arm64'],
      MemorySize: 512,
      LoggingConfig: Match.objectLike({ LogGroup: { Ref: Match.anyValue() } }),
    });
    // One log group per role (API, workers, schedules, WebSocket, projectors), shared.
    stacks.resourceCountIs('AWS::Logs::LogGroup', 5);
    stacks.allResourcesProperties('AWS::Logs::LogGroup', { RetentionInDays: Match.anyValue() });
  });

  it('gives each API function its own row of the route table, and no other function one', () => {
    const rows = new Map(routes.map((route) => [routeKey(route), routeRowValue(route)]));
    const api = functionsWithRole(stacks, 'api');
    expect(api.length).toBe(routes.length);
    for (const [, fn] of api) {
      const variables = (fn.Properties.Environment as { Variables: Record<string, unknown> })
        .Variables;
      const row = rows.get(String(fn.Properties.Description));
      expect(row, String(fn.Properties.Description)).toBeDefined();
      expect(variables[ROUTE_ROW_ENV]).toBe(row);
      expect(JSON.parse(String(variables[ROUTE_ROW_ENV]))).toMatchObject({
        method: String(fn.Properties.Description).split(' ')[0],
      });
    }
    for (const role of ['worker', 'projector', 'socket'] as const) {
      for (const [, fn] of functionsWithRole(stacks, role)) {
        expect(JSON.stringify(fn.Properties.Environment ?? {})).not.toContain(ROUTE_ROW_ENV);
      }
    }
  });

  it('gives each API function its route timeout, under the 30 s API Gateway waits', () => {
    const timeouts = Object.fromEntries(
      functionsWithRole(stacks, 'api').map(([, fn]) => [
        fn.Properties.Description,
        Number(fn.Properties.Timeout),
      ]),
    );

    expect(timeouts['POST /api/contacts/import']).toBe(28);
    expect(timeouts['GET /api/callback']).toBe(15);
    expect(timeouts['GET /api/contacts']).toBe(10);
    for (const timeout of Object.values(timeouts)) expect(timeout).toBeLessThan(30);
  });

  it('bundles each handler as ESM with the require shim and the AWS SDK inside', () => {
    for (const [, fn] of functionsWithRole(stacks)) {
      const key = String((fn.Properties.Code as { S3Key: string }).S3Key).replace(/\.zip$/, '');
      const bundle = readFileSync(join(app.outdir, `asset.${key}`, 'index.mjs'), 'utf8');

      expect(bundle.startsWith("import { createRequire } from 'module';")).toBe(true);
      expect(bundle).not.toMatch(/from\s*["']@aws-sdk\//);
    }
  });

  it('keeps every function bundle within 400 KiB minified (cold start grows with it)', () => {
    const sizes = functionsWithRole(stacks).map(([, fn]) => {
      const key = String((fn.Properties.Code as { S3Key: string }).S3Key).replace(/\.zip$/, '');
      const bundle = join(app.outdir, `asset.${key}`, 'index.mjs');
      return { name: String(fn.Properties.Description), bytes: statSync(bundle).size };
    });
    const over = sizes.filter((s) => s.bytes > MAX_BUNDLE_BYTES);
    expect(over.map((s) => `${s.name}: ${(s.bytes / 1024).toFixed(0)} KiB`)).toEqual([]);
    expect(sizes.length).toBe(
      routes.length + queues.length + schedules.length + socketRoutes.length + projectors.length,
    );
  });

  it('ships each function’s nodeModules beside its bundle, loaded from there', () => {
    const withPackages = [...routes, ...queues, ...schedules, ...socketRoutes].filter(
      (row) => row.nodeModules?.length,
    );
    const shipped = functionsWithRole(stacks).flatMap(([, fn]) => {
      const key = String((fn.Properties.Code as { S3Key: string }).S3Key).replace(/\.zip$/, '');
      const dir = join(app.outdir, `asset.${key}`);
      if (!existsSync(join(dir, 'package.json'))) return [];
      const { dependencies } = JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8'));
      const load = createRequire(join(dir, 'index.mjs'));
      for (const name of Object.keys(dependencies)) {
        // The assembly sits in the temporary folder: no node_modules above it to fall back on.
        expect(load.resolve(name).startsWith(join(dir, 'node_modules', name))).toBe(true);
      }
      return [Object.keys(dependencies).join()];
    });

    expect(shipped.sort()).toEqual(withPackages.map((row) => row.nodeModules?.join()).sort());
  });

  it('leaves the SDK’s unused credential chain and the phone rules out of the bundles that do not need them', () => {
    const withPhones: string[] = [];
    for (const [, fn] of functionsWithRole(stacks)) {
      const key = String((fn.Properties.Code as { S3Key: string }).S3Key).replace(/\.zip$/, '');
      const bundle = readFileSync(join(app.outdir, `asset.${key}`, 'index.mjs'), 'utf8');
      // STS and SSO calls only come with the default credential chain.
      expect(bundle, String(fn.Properties.Description)).not.toContain('AssumeRoleWithWebIdentity');
      expect(bundle, String(fn.Properties.Description)).not.toContain('GetRoleCredentials');
      const parsesPhones = [
        'POST /api/contacts',
        'PUT /api/contacts/{id}',
        // A bulk status change is the contact edit's, by the same rules.
        'POST /api/contacts/bulk',
        // ...and so is a bulk job's, a chunk at a time.
        'SQS worker for contact-bulk',
        'POST /api/contacts/import',
        // The profile's phone, which the WhatsApp bot knows the user by.
        'POST /api/settings/profile',
        // The number AI calls come from, kept in E.164.
        'POST /api/settings/security',
        // A webhook lead is checked by the contact form's rules and saved as a contact.
        ...WEBHOOK_SOURCES.map((source) => `POST ${webhookPath(source)}`),
        // An imported row is checked by the contact form's rules, its phone kept in E.164.
        'SQS worker for import-chunks',
        // A real call's lead is called in their phone country's time zone, and never from an
        // Indian number inside India.
        'POST /api/ai-calling/start-real-call',
        'POST /api/ai-calling/initiate',
        // The dialer dials the contact's own number only: the call's, compared in E.164.
        'SQS worker for ai-call-dialer',
        // Scheduled auto-calling queues real calls through the same checks; so does a run of
        // Start Auto-Calling, first from its route, then from the auto-run-steps worker.
        'Runs every 15 min: auto-calling',
        'POST /api/ai-calling/auto-run',
        'SQS worker for auto-run-steps',
        // A call's price is asked for the number in E.164.
        'GET /api/ai-calling/call-cost',
        // A WhatsApp message goes to a number in international form, compared in E.164.
        'POST /api/whatsapp/send',
        'POST /api/whatsapp/test-message',
        // A team member's WhatsApp /add is checked by the contact form's rules.
        'SQS worker for whatsapp-events',
        // A held webhook lead is made a contact by the same rules when room is made.
        'POST /api/held-leads/release',
        'SQS worker for held-leads',
        // An NCPR scrub's numbers are read as Indian numbers in E.164.
        'POST /api/calling/dnd-numbers',
        'DELETE /api/calling/dnd-numbers/{number}',
      ];
      if (!parsesPhones.includes(String(fn.Properties.Description))) {
        // libphonenumber's metadata, the largest part of it.
        if (bundle.includes('country_calling_codes'))
          withPhones.push(String(fn.Properties.Description));
      }
    }
    expect(withPhones).toEqual([]);
  });

  it('gives API functions the generated cursor signing key, never a literal one', () => {
    stacks.resourceCountIs('AWS::SecretsManager::Secret', 2);
    for (const [, fn] of functionsWithRole(stacks, 'api')) {
      const variables = (fn.Properties.Environment as { Variables: Record<string, unknown> })
        .Variables;
      expect(JSON.stringify(variables.CURSOR_SIGNING_KEY)).toContain('{{resolve:secretsmanager:');
    }
  });

  it('gives the Razorpay keys from Secrets Manager to the payment routes, and to no other', () => {
    const paying: string[] = [];
    for (const [, fn] of functionsWithRole(stacks, 'api')) {
      const variables = (fn.Properties.Environment as { Variables: Record<string, unknown> })
        .Variables;
      if (!variables.RAZORPAY_CREDENTIALS) continue;
      expect(JSON.stringify(variables.RAZORPAY_CREDENTIALS)).toContain('{{resolve:secretsmanager:');
      paying.push(String(fn.Properties.Description));
    }
    expect(paying.sort()).toEqual(
      routes
        .filter((r) => r.payments)
        .map(routeKey)
        .sort(),
    );
    expect(paying).toContain('POST /api/webhooks/razorpay');
  });

  it('gives API functions the table, app origin and sign-in settings', () => {
    for (const [, fn] of functionsWithRole(stacks, 'api')) {
      const variables = (fn.Properties.Environment as { Variables: Record<string, unknown> })
        .Variables;
      expect(Object.keys(variables)).toEqual(
        expect.arrayContaining([
          'TABLE_NAME',
          'APP_ORIGIN',
          'OIDC_ISSUER',
          'OIDC_CLIENT_ID',
          'OIDC_LOGOUT_URL',
          'POWERTOOLS_SERVICE_NAME',
        ]),
      );
    }
  });

  it('keeps the table: PITR, TTL on expire, every declared index with all attributes, retained', () => {
    stacks.top.template.hasResource('AWS::DynamoDB::Table', {
      DeletionPolicy: 'Retain',
      Properties: Match.objectLike({
        BillingMode: 'PAY_PER_REQUEST',
        DeletionProtectionEnabled: true,
        PointInTimeRecoverySpecification: { PointInTimeRecoveryEnabled: true },
        TimeToLiveSpecification: { AttributeName: 'expire', Enabled: true },
        GlobalSecondaryIndexes: TABLE.globalIndexes.map((index) =>
          Match.objectLike({ IndexName: index.name, Projection: { ProjectionType: 'ALL' } }),
        ),
        // The projectors' source: every change with the item before and after it.
        StreamSpecification: { StreamViewType: 'NEW_AND_OLD_IMAGES' },
      }),
    });
  });

  it('feeds each projector from the table stream: batched, bisected, partial failures, a DLQ', () => {
    expect(projectors.length).toBeGreaterThan(0);
    for (const projector of projectors) {
      const found = functionsWithRole(stacks, 'projector').find(
        ([, fn]) => fn.Properties.Description === `Table stream projector ${projector.name}`,
      );
      if (!found) throw new Error(`no function for ${projector.name}`);
      const [fnId, fn] = found;
      expect(Number(fn.Properties.Timeout)).toBe(projector.timeoutSeconds);
      const mappings = stacks
        .resources('AWS::Lambda::EventSourceMapping')
        .filter(({ resource }) => JSON.stringify(resource.Properties.FunctionName).includes(fnId));
      expect(mappings).toHaveLength(1);
      const mapping = mappings[0]?.resource.Properties;
      if (!mapping) throw new Error(`no event source mapping for ${projector.name}`);
      expect(mapping).toMatchObject({
        StartingPosition: 'TRIM_HORIZON',
        BatchSize: projector.batchSize,
        MaximumBatchingWindowInSeconds: projector.batchingWindowSeconds,
        BisectBatchOnFunctionError: true,
        FunctionResponseTypes: ['ReportBatchItemFailures'],
        MaximumRetryAttempts: projector.retryAttempts,
        MaximumRecordAgeInSeconds: 86_400,
      });
      // The table's stream, passed into the nested stack.
      expect(JSON.stringify(mapping.EventSourceArn)).toMatch(/salesflow.*StreamArn/);
      // Only the item types it follows, after the change or (a deletion) before it.
      const filters = (mapping.FilterCriteria as { Filters: { Pattern: string }[] }).Filters;
      const patterns = filters.map((filter) => JSON.parse(filter.Pattern));
      expect(patterns).toEqual([
        { dynamodb: { NewImage: { type: { S: projector.itemTypes } } } },
        { dynamodb: { OldImage: { type: { S: projector.itemTypes } } } },
      ]);
      // Its on-failure destination: its own dead-letter queue, which it may send to.
      const destination = JSON.stringify(mapping.DestinationConfig);
      const dlqId = projector.name.replace(/[^a-z0-9]/gi, '');
      expect(destination).toMatch(new RegExp(`${dlqId}dlq`, 'i'));
      expect(actionsOf(fn)).toEqual(expect.arrayContaining(['sqs:SendMessage']));
      expect(actionsOf(fn)).toEqual(
        expect.arrayContaining([
          'dynamodb:GetRecords',
          'dynamodb:GetShardIterator',
          'dynamodb:BatchWriteItem',
        ]),
      );
      expect(actionsOf(fn)).not.toContain('dynamodb:Scan');
    }
  });

  it('alarms when a projector falls behind its stream or gives records up', () => {
    for (const projector of projectors) {
      const found = functionsWithRole(stacks, 'projector').find(
        ([, fn]) => fn.Properties.Description === `Table stream projector ${projector.name}`,
      );
      const fnId = found?.[0];
      const ageAlarms = stacks
        .resources('AWS::CloudWatch::Alarm')
        .filter(
          ({ resource }) =>
            resource.Properties.MetricName === 'IteratorAge' &&
            JSON.stringify(resource.Properties.Dimensions).includes(String(fnId)),
        );
      expect(ageAlarms).toHaveLength(1);
      expect(ageAlarms[0]?.resource.Properties).toMatchObject({
        Namespace: 'AWS/Lambda',
        Statistic: 'Maximum',
        Threshold: 60_000,
        ComparisonOperator: 'GreaterThanThreshold',
      });
      expect(ageAlarms[0]?.resource.Properties.AlarmActions).toHaveLength(1);
      const dlqId = projector.name.replace(/[^a-z0-9]/gi, '');
      stacks.hasResourceProperties('AWS::CloudWatch::Alarm', {
        Namespace: 'AWS/SQS',
        MetricName: 'ApproximateNumberOfMessagesVisible',
        Dimensions: [
          {
            Name: 'QueueName',
            Value: {
              'Fn::GetAtt': [Match.stringLikeRegexp(`${dlqId}dlq`), 'QueueName'],
            },
          },
        ],
        ComparisonOperator: 'GreaterThanThreshold',
        Threshold: 0,
      });
    }
  });

  it('uses a public Cognito client with code flow back to CloudFront', () => {
    stacks.hasResourceProperties('AWS::Cognito::UserPoolClient', {
      GenerateSecret: false,
      AllowedOAuthFlows: ['code'],
      AllowedOAuthScopes: ['openid', 'email', 'profile'],
      CallbackURLs: [
        {
          'Fn::Join': [
            '',
            [
              'https://',
              { 'Fn::GetAtt': [Match.stringLikeRegexp('Distribution'), 'DomainName'] },
              '/api/callback',
            ],
          ],
        },
      ],
    });
    stacks.hasResourceProperties('AWS::Cognito::UserPool', {
      UsernameAttributes: ['email'],
      AdminCreateUserConfig: { AllowAdminCreateUserOnly: false },
    });
    stacks.hasResourceProperties('AWS::Cognito::UserPoolDomain', {
      Domain: { 'Fn::Join': ['-', ['salesflow', { Ref: 'AWS::AccountId' }]] },
    });
  });

  it('sends /api/* from CloudFront to the API, uncached, with every method', () => {
    stacks.hasResourceProperties('AWS::CloudFront::Distribution', {
      DistributionConfig: Match.objectLike({
        CacheBehaviors: [
          Match.objectLike({
            PathPattern: '/api/*',
            CachePolicyId: CachePolicy.CACHING_DISABLED.cachePolicyId,
            OriginRequestPolicyId:
              OriginRequestPolicy.ALL_VIEWER_EXCEPT_HOST_HEADER.originRequestPolicyId,
          }),
        ],
        DefaultCacheBehavior: Match.objectLike({
          FunctionAssociations: [Match.objectLike({ EventType: 'viewer-request' })],
        }),
      }),
    });
    // No error-response rewrite, which would turn the API's own 404s into index.html.
    const [distribution] = Object.values(
      stacks.top.template.findResources('AWS::CloudFront::Distribution'),
    );
    const config = distribution?.Properties.DistributionConfig ?? {};
    expect(config.CustomErrorResponses).toBeUndefined();
    const methods = [...config.CacheBehaviors[0].AllowedMethods].sort();
    expect(methods).toEqual(['DELETE', 'GET', 'HEAD', 'OPTIONS', 'PATCH', 'POST', 'PUT']);
  });

  it('alarms on any API 5xx within 5 minutes', () => {
    stacks.hasResourceProperties('AWS::CloudWatch::Alarm', {
      Namespace: 'AWS/ApiGateway',
      MetricName: '5xx',
      Statistic: 'Sum',
      Period: 300,
      Threshold: 1,
      ComparisonOperator: 'GreaterThanOrEqualToThreshold',
    });
  });

  it('has no dependency cycle, and no site content without a built web app', () => {
    expect(findCycleInAny(stacks)).toBeUndefined();
    stacks.resourceCountIs('Custom::CDKBucketDeployment', 0);
  });

  it('outputs the app and API URLs, the user pool and the table', () => {
    for (const name of ['AppUrl', 'ApiUrl', 'UserPoolId', 'TableName']) {
      stacks.top.template.hasOutput(name, {});
    }
  });
});

describe('SalesFlow stack with synthetic routes, queues and schedules', () => {
  let stacks: StackTemplates;
  let webDir: string;
  let app: App;

  beforeAll(async () => {
    webDir = mkdtempSync(join(tmpdir(), 'salesflow-web-'));
    writeFileSync(join(webDir, 'index.html'), '<!doctype html><title>SalesFlow</title>');
    const sources = {
      routes: syntheticRoutes,
      queues: [syntheticQueue],
      schedules: [syntheticSchedule],
      socketRoutes: [],
      projectors: [syntheticProjector],
      sourceDir: fixtures,
    };
    app = await appWithPrebuiltBundles(sources);
    const stack = new SalesFlowStack(app, 'Synthetic', { ...sources, webAssetsDir: webDir });
    stacks = new StackTemplates(stack);
  }, BUNDLING_TIMEOUT);

  afterAll(() => {
    if (webDir && existsSync(webDir)) rmSync(webDir, { recursive: true });
    if (app) removeBundlesOf(app);
  }, BUNDLING_TIMEOUT);

  it('grants a read-only route read actions only', () => {
    const readActions = actionsOf(functionByDescription(stacks, 'GET /api/things'));
    const writeActions = actionsOf(functionByDescription(stacks, 'PUT /api/things/{id}'));

    expect(readActions).toEqual(expect.arrayContaining(['dynamodb:GetItem', 'dynamodb:Query']));
    // Its only writes: updating or deleting its session item.
    const readWrites = statementsOf(functionByDescription(stacks, 'GET /api/things'))
      .filter((statement) => [statement.Action].flat().some((a) => WRITE_ACTIONS.includes(a)))
      .map((statement) => ({
        actions: [statement.Action].flat().sort(),
        when: statement.Condition,
      }));
    expect(readWrites).toEqual([
      {
        actions: ['dynamodb:DeleteItem', 'dynamodb:UpdateItem'],
        when: { 'ForAllValues:StringLike': { 'dynamodb:LeadingKeys': ['SESSION#*'] } },
      },
    ]);
    expect(writeActions).toEqual(expect.arrayContaining(WRITE_ACTIONS));
    // Only the route that names the queue may send to it.
    expect(writeActions).toContain('sqs:SendMessage');
    expect(readActions).not.toContain('sqs:SendMessage');
  });

  it('keeps uploads private, encrypted, imports 30 days, and grants them only where a row says so', () => {
    stacks.hasResourceProperties('AWS::S3::Bucket', {
      BucketName: {
        'Fn::Join': ['-', ['synthetic-uploads', { Ref: 'AWS::AccountId' }, { Ref: 'AWS::Region' }]],
      },
      BucketEncryption: {
        ServerSideEncryptionConfiguration: [
          { ServerSideEncryptionByDefault: { SSEAlgorithm: 'AES256' } },
        ],
      },
      PublicAccessBlockConfiguration: {
        BlockPublicAcls: true,
        BlockPublicPolicy: true,
        IgnorePublicAcls: true,
        RestrictPublicBuckets: true,
      },
      LifecycleConfiguration: {
        // Import files go after 30 days; training files are kept until their owner deletes them.
        Rules: Match.arrayWith([
          Match.objectLike({ Prefix: 'imports/', ExpirationInDays: 30, Status: 'Enabled' }),
        ]),
      },
      CorsConfiguration: {
        CorsRules: [
          Match.objectLike({ AllowedMethods: ['PUT'], AllowedHeaders: ['content-type'] }),
        ],
      },
    });
    const reader = actionsOf(functionByDescription(stacks, 'GET /api/things'));
    const writer = actionsOf(functionByDescription(stacks, 'PUT /api/things/{id}'));
    const [worker] = functionsWithRole(stacks, 'worker');
    if (!worker) throw new Error('no worker');
    const workerActions = actionsOf(worker[1]);
    expect(reader.filter((a) => a.startsWith('s3:'))).toEqual([]);
    expect(writer).toContain('s3:PutObject');
    expect(writer).not.toContain('s3:GetObject*');
    expect(workerActions).toContain('s3:GetObject*');
    expect(workerActions).not.toContain('s3:PutObject');
    const deleter = actionsOf(functionByDescription(stacks, 'DELETE /api/things/{id}'));
    expect(deleter).toContain('s3:DeleteObject*');
    expect(deleter).not.toContain('s3:PutObject');
    expect(deleter).not.toContain('s3:GetObject*');
    expect(writer).not.toContain('s3:DeleteObject*');
    expect(workerActions).not.toContain('s3:DeleteObject*');
  });

  it('gives each queue a dead-letter queue and a worker that reports partial failures', () => {
    // The queue and its dead-letter queue, and the projector's dead-letter queue.
    stacks.resourceCountIs('AWS::SQS::Queue', 3);
    stacks.hasResourceProperties('AWS::SQS::Queue', {
      VisibilityTimeout: 180,
      RedrivePolicy: {
        deadLetterTargetArn: { 'Fn::GetAtt': [Match.stringLikeRegexp('calldialerdlq'), 'Arn'] },
        maxReceiveCount: 4,
      },
    });
    stacks.hasResourceProperties('AWS::Lambda::EventSourceMapping', {
      BatchSize: 7,
      FunctionResponseTypes: ['ReportBatchItemFailures'],
    });
    const workers = functionsWithRole(stacks, 'worker');
    expect(workers).toHaveLength(1);
    expect(Number(workers[0]?.[1].Properties.Timeout) * 6).toBeLessThanOrEqual(180);
  });

  it('alarms to the alarm topic when an outbox entry is set aside as a dead letter', () => {
    const alarms = stacks
      .resources('AWS::CloudWatch::Alarm')
      .filter(({ resource }) => resource.Properties?.MetricName === 'outboxEntryDeadLettered');
    expect(alarms).toHaveLength(1);
    const alarm = alarms[0]?.resource;
    // As platform/metrics.ts emits it: the functions' namespace, Powertools' service dimension.
    expect(alarm?.Properties).toMatchObject({
      Namespace: 'SalesFlow',
      Dimensions: [{ Name: 'service', Value: 'salesflow' }],
      Statistic: 'Sum',
      Period: 300,
      Threshold: 1,
      ComparisonOperator: 'GreaterThanOrEqualToThreshold',
      EvaluationPeriods: 1,
      TreatMissingData: 'notBreaching',
    });
    // The alarm topic, as the API's 5xx alarm.
    const api5xx = stacks
      .resources('AWS::CloudWatch::Alarm')
      .find(({ resource }) => resource.Properties?.MetricName === '5xx');
    expect(alarm?.Properties.AlarmActions).toHaveLength(1);
    expect(alarm?.Properties.AlarmActions).toEqual(api5xx?.resource.Properties.AlarmActions);
  });

  it('alarms when a dead-letter queue holds a message', () => {
    stacks.hasResourceProperties('AWS::CloudWatch::Alarm', {
      Namespace: 'AWS/SQS',
      MetricName: 'ApproximateNumberOfMessagesVisible',
      Dimensions: [
        {
          Name: 'QueueName',
          Value: { 'Fn::GetAtt': [Match.stringLikeRegexp('calldialerdlq'), 'QueueName'] },
        },
      ],
      ComparisonOperator: 'GreaterThanThreshold',
      Threshold: 0,
    });
  });

  it('maps the table stream to a declared projector with its batch, window, retries and DLQ', () => {
    stacks.hasResourceProperties('AWS::Lambda::EventSourceMapping', {
      BatchSize: 50,
      MaximumBatchingWindowInSeconds: 1,
      MaximumRetryAttempts: 3,
      BisectBatchOnFunctionError: true,
      FunctionResponseTypes: ['ReportBatchItemFailures'],
      // Its dead-letter queue, passed into the nested stack.
      DestinationConfig: {
        OnFailure: { Destination: { Ref: Match.stringLikeRegexp('thingwordsdlq') } },
      },
    });
    expect(functionsWithRole(stacks, 'projector')).toHaveLength(1);
  });

  it('starts each schedule from an EventBridge rate rule', () => {
    const schedules = functionsWithRole(stacks, 'schedule');
    expect(schedules).toHaveLength(1);
    const scheduleId = schedules[0]?.[0];

    stacks.hasResourceProperties('AWS::Events::Rule', {
      ScheduleExpression: 'rate(5 minutes)',
      Targets: [Match.objectLike({ Arn: { 'Fn::GetAtt': [scheduleId, 'Arn'] } })],
    });
  });

  it('uploads the built web app and invalidates CloudFront', () => {
    stacks.hasResourceProperties('Custom::CDKBucketDeployment', {
      DistributionPaths: ['/*'],
    });
    expect(findCycleInAny(stacks)).toBeUndefined();
  });
});

describe('SalesFlow stack guards', () => {
  const stackWith = (props: ConstructorParameters<typeof SalesFlowStack>[2]) =>
    // Nothing here looks at a function's code: the default queues and schedules go unbundled.
    new SalesFlowStack(appWithoutBundling(), 'Guarded', {
      routes: [],
      webAssetsDir: null,
      ...props,
    });

  it('refuses a local-only route', () => {
    expect(() => stackWith({ routes: [...localOnlyRoutes] })).toThrow(/local-only/);
  });

  it('refuses an invalid hosted sign-in domain prefix', () => {
    expect(() => stackWith({ authDomainPrefix: 'SalesFlow' })).toThrow(/authDomainPrefix/);
    expect(() => stackWith({ authDomainPrefix: 'my-cognito-login' })).toThrow(/authDomainPrefix/);
  });

  it('takes the sign-in domain prefix from context', () => {
    const app = appWithoutBundling();
    app.node.setContext('authDomainPrefix', 'acme-sales');
    const stack = new SalesFlowStack(app, 'FromContext', { routes: [], webAssetsDir: null });

    Template.fromStack(stack).hasResourceProperties('AWS::Cognito::UserPoolDomain', {
      Domain: 'acme-sales',
    });
  });

  it('takes the public API and relay URLs from context, and refuses one that is not https/wss', () => {
    const app = appWithoutBundling();
    app.node.setContext('salesflow:publicApiUrl', 'https://app.example.com/');
    app.node.setContext('salesflow:relayWsUrl', 'wss://relay.example.com/relay');
    const stacks = new StackTemplates(
      new SalesFlowStack(app, 'Urls', { routes: [], webAssetsDir: null }),
    );

    expect(functionsWithRole(stacks, 'socket')).toHaveLength(socketRoutes.length);
    for (const [, fn] of functionsWithRole(stacks)) {
      const variables = (fn.Properties.Environment as { Variables: Record<string, unknown> })
        .Variables;
      expect(variables.PUBLIC_API_URL).toBe('https://app.example.com');
      expect(variables.RELAY_WS_URL).toBe('wss://relay.example.com/relay');
    }
    const insecure = appWithoutBundling();
    insecure.node.setContext('salesflow:publicApiUrl', 'http://app.example.com');
    expect(
      () => new SalesFlowStack(insecure, 'Insecure', { routes: [], webAssetsDir: null }),
    ).toThrow(/salesflow:publicApiUrl/);
  });

  it('keeps a changed email the old, verified one until it is confirmed, and has an operators group', () => {
    const app = appWithoutBundling();
    const stacks = new StackTemplates(
      new SalesFlowStack(app, 'SignIn', {
        routes: routes.filter((r) => r.path === '/api/callback'),
        webAssetsDir: null,
      }),
    );
    stacks.hasResourceProperties('AWS::Cognito::UserPool', {
      AutoVerifiedAttributes: ['email'],
      UserAttributeUpdateSettings: { AttributesRequireVerificationBeforeUpdate: ['email'] },
      AdminCreateUserConfig: { AllowAdminCreateUserOnly: false },
    });
    stacks.hasResourceProperties('AWS::Cognito::UserPoolGroup', {
      GroupName: OPERATORS_GROUP,
      UserPoolId: { Ref: Match.stringLikeRegexp('UserPool') },
    });
    // Each route's function reads the group from the ID token's cognito:groups; no email list.
    const api = functionsWithRole(stacks, 'api');
    expect(api.length).toBeGreaterThan(0);
    for (const [, fn] of api) {
      const variables = (fn.Properties.Environment as { Variables: Record<string, unknown> })
        .Variables;
      expect(variables.PLATFORM_OPERATOR_GROUP).toBe(OPERATORS_GROUP);
      expect(variables).not.toHaveProperty('PLATFORM_OPERATOR_EMAILS');
    }
  });

  it('refuses the old operatorEmails context, saying how operators are named now', () => {
    const app = appWithoutBundling();
    app.node.setContext('operatorEmails', 'ops@example.com');
    expect(
      () => new SalesFlowStack(app, 'OldOperators', { routes: [], webAssetsDir: null }),
    ).toThrow(/admin-add-user-to-group .*platform-operators/);
  });
});

describe('prebuilt bundles', () => {
  it(
    'are byte for byte the bundles the CDK builds for a function',
    async () => {
      // A real route: zod, the SDK clients and the credential-chain alias all go through esbuild.
      const route = routes.find((r) => routeKey(r) === 'GET /api/contacts');
      if (!route) throw new Error('no GET /api/contacts');
      const sources = {
        routes: [route],
        queues: [],
        schedules: [],
        socketRoutes: [],
        projectors: [],
      };
      const bundleOf = (app: App) => {
        const bundle = readFileSync(join(apiAssetDir(app, sources), 'index.mjs'), 'utf8');
        removeBundlesOf(app);
        return bundle;
      };

      const prebuilt = bundleOf(await appWithPrebuiltBundles(sources));
      const byCdk = bundleOf(appWithProjectContext());

      expect(prebuilt.length).toBeGreaterThan(10_000);
      expect(prebuilt === byCdk).toBe(true);
    },
    BUNDLING_TIMEOUT,
  );

  it(
    'ship their packages as the CDK’s npm ci lays them out, beside a byte-for-byte bundle',
    async () => {
      const route = routes.find((r) => routeKey(r) === 'POST /api/webhooks/leads/email');
      if (!route?.nodeModules?.length) throw new Error('no POST /api/webhooks/leads/email');
      const sources = {
        routes: [route],
        // The queues it sends to, whose workers ship nothing.
        queues: queues.filter((queue) => route.sends?.includes(queue.name)),
        schedules: [],
        socketRoutes: [],
        projectors: [],
      };
      /** Every file below the asset: its content (a link: its target), npm's own index aside. */
      const folderOf = (app: App) => {
        const dir = apiAssetDir(app, sources);
        const files = readdirSync(dir, { recursive: true, withFileTypes: true })
          .filter((entry) => !entry.isDirectory())
          .map((entry) => join(entry.parentPath, entry.name))
          .filter((file) => relative(dir, file) !== join('node_modules', '.package-lock.json'))
          .sort()
          .map((file) => {
            if (lstatSync(file).isSymbolicLink())
              return `${relative(dir, file)} -> ${readlinkSync(file)}`;
            const bytes = readFileSync(file);
            // A source map names its sources from where it was built: the rest must be the same.
            const { sources: _, ...map } =
              relative(dir, file) === 'index.mjs.map' ? JSON.parse(bytes.toString()) : {};
            const content = createHash('sha256')
              .update(map.mappings ? JSON.stringify(map) : bytes)
              .digest('hex');
            return `${relative(dir, file)} ${content}`;
          });
        removeBundlesOf(app);
        return files;
      };

      const prebuilt = folderOf(await appWithPrebuiltBundles(sources));
      const byCdk = folderOf(appWithProjectContext());

      expect(
        prebuilt.filter((file) => file.startsWith('node_modules/mailparser/')).length,
      ).toBeGreaterThan(5);
      expect(prebuilt).toEqual(byCdk);
    },
    BUNDLING_TIMEOUT,
  );

  it('are required once named: a function with no prebuilt bundle fails the synth', async () => {
    const app = await appWithPrebuiltBundles({ routes: [], queues: [], schedules: [] });

    expect(
      () =>
        new SalesFlowStack(app, 'Missing', {
          routes: syntheticRoutes,
          queues: [],
          schedules: [],
          projectors: [],
          sourceDir: fixtures,
          webAssetsDir: null,
        }),
    ).toThrow(/No prebuilt bundle/);
    removeBundlesOf(app);
  });
});

describe('route stacks', () => {
  const rowsOf = (module: string, count: number): RouteDefinition[] =>
    Array.from({ length: count }, (_, i) => ({
      method: 'GET',
      path: `/api/${module}/${i}`,
      handler: `modules/${module}/get-${i}.handler`,
      access: 'member',
      table: 'read',
    }));

  it('gives each module a stack, and a module past the limit more, in route-table order', () => {
    const big = rowsOf('contacts', ROUTES_PER_NESTED_STACK * 2 + 3);
    const stacks = routeStacks([...rowsOf('teams', 2), ...big, ...rowsOf('lead-webhooks', 1)]);

    expect([...stacks].map(([id, rows]) => [id, rows.length])).toEqual([
      ['Routes-teams', 2],
      ['Routes-contacts', ROUTES_PER_NESTED_STACK],
      ['Routes-contacts-2', ROUTES_PER_NESTED_STACK],
      ['Routes-contacts-3', 3],
      ['Routes-lead-webhooks', 1],
    ]);
    expect(stacks.get('Routes-contacts-3')?.map((row) => row.path)).toEqual(
      big.slice(-3).map((row) => row.path),
    );
  });
});
