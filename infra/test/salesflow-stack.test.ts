import { existsSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { TABLE } from '@salesflow/functions/platform/data/table-definition';
import {
  type QueueDefinition,
  queues,
  type ScheduleDefinition,
  schedules,
} from '@salesflow/functions/platform/queues';
import { localOnlyRoutes, type RouteDefinition, routes } from '@salesflow/functions/routes';
import { WEBHOOK_SOURCES, webhookPath } from '@salesflow/shared/lead-capture/lead-sources';
import type { App } from 'aws-cdk-lib';
import { Match, Template } from 'aws-cdk-lib/assertions';
import { CachePolicy, OriginRequestPolicy } from 'aws-cdk-lib/aws-cloudfront';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_BUNDLE_BYTES } from '../lib/bundling.ts';
import { routeKey } from '../lib/constructs/http-api.ts';
import { SalesFlowStack } from '../lib/stacks/salesflow-stack.ts';
import {
  actionsOf,
  appWithProjectContext,
  findCycle,
  functionByDescription,
  functionsWithRole,
  statementsOf,
} from './template-helpers.ts';

/** One esbuild run per function, one after another (about 100 functions): minutes on a busy 2-core machine. */
const BUNDLING_TIMEOUT = 600_000;
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
const syntheticSchedule: ScheduleDefinition = {
  name: 'auto-calling',
  handler: 'modules/demo/thing.worker',
  rateMinutes: 5,
};

describe('SalesFlow stack with the real route table', () => {
  let template: Template;
  let app: App;

  beforeAll(() => {
    app = appWithProjectContext();
    const stack = new SalesFlowStack(app, 'SalesFlow', { webAssetsDir: null });
    template = Template.fromStack(stack);
  }, BUNDLING_TIMEOUT);

  it('makes exactly one function per route, and no other function', () => {
    const descriptions = functionsWithRole(template, 'api').map(
      ([, fn]) => fn.Properties.Description,
    );

    expect(descriptions.sort()).toEqual(routes.map(routeKey).sort());
    expect(functionsWithRole(template, 'worker')).toHaveLength(queues.length);
    template.resourceCountIs(
      'AWS::Lambda::Function',
      routes.length + queues.length + schedules.length,
    );
  });

  it('declares every route on the HTTP API with payload format 2.0', () => {
    template.resourceCountIs('AWS::ApiGatewayV2::Route', routes.length);
    for (const route of routes) {
      template.hasResourceProperties('AWS::ApiGatewayV2::Route', { RouteKey: routeKey(route) });
    }
    template.allResourcesProperties('AWS::ApiGatewayV2::Integration', {
      IntegrationType: 'AWS_PROXY',
      PayloadFormatVersion: '2.0',
    });
  });

  it('lets only the routes that name a queue send to it, and no function scan the table', () => {
    const senders = functionsWithRole(template)
      .filter(([, fn]) => actionsOf(template, fn).includes('sqs:SendMessage'))
      .map(([, fn]) => fn.Properties.Description);

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
    expect(senders).toEqual(expect.arrayContaining(['PUT /api/contacts/{id}']));
    for (const [, fn] of functionsWithRole(template)) {
      expect(actionsOf(template, fn)).not.toContain('dynamodb:Scan');
      const sends = senders.includes(fn.Properties.Description);
      expect(JSON.stringify(fn.Properties.Environment).includes('QUEUE_URL_')).toBe(sends);
    }
  });

  it('lets only the routes that declare email send it, from the configured sender', () => {
    for (const [, fn] of functionsWithRole(template, 'api')) {
      const route = routes.find((r) => routeKey(r) === fn.Properties.Description);
      const mails = Boolean(route?.emails);
      expect(actionsOf(template, fn).includes('ses:SendEmail'), String(route?.path)).toBe(mails);
      expect(JSON.stringify(fn.Properties.Environment).includes('EMAIL_FROM')).toBe(mails);
    }
  });

  it('deploys no local-only route', () => {
    const routeKeys = Object.values(template.findResources('AWS::ApiGatewayV2::Route')).map(
      (route) => String(route.Properties.RouteKey),
    );
    const descriptions = functionsWithRole(template).map(([, fn]) => fn.Properties.Description);

    expect(routeKeys.filter((key) => key.includes('/api/dev/'))).toEqual([]);
    for (const route of localOnlyRoutes) expect(descriptions).not.toContain(routeKey(route));
    for (const [, fn] of functionsWithRole(template)) {
      expect(JSON.stringify(fn.Properties.Environment)).not.toContain('ALLOW_DEV_LOGIN');
    }
  });

  it('runs every function on Node 22 arm64, 512 MB, its role’s log group, no idle tracing', () => {
    for (const [, fn] of functionsWithRole(template)) {
      expect(fn.Properties.TracingConfig).toBeUndefined();
    }
    template.allResourcesProperties('AWS::Lambda::Function', {
      Runtime: 'nodejs22.x',
      Architectures: ['arm64'],
      MemorySize: 512,
      LoggingConfig: Match.objectLike({ LogGroup: { Ref: Match.anyValue() } }),
    });
    // One log group per role (API, workers, schedules), shared by its functions.
    template.resourceCountIs('AWS::Logs::LogGroup', 3);
    template.allResourcesProperties('AWS::Logs::LogGroup', { RetentionInDays: Match.anyValue() });
  });

  it('gives each API function its route timeout, under the 30 s API Gateway waits', () => {
    const timeouts = Object.fromEntries(
      functionsWithRole(template, 'api').map(([, fn]) => [
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
    for (const [, fn] of functionsWithRole(template)) {
      const key = String((fn.Properties.Code as { S3Key: string }).S3Key).replace(/\.zip$/, '');
      const bundle = readFileSync(join(app.outdir, `asset.${key}`, 'index.mjs'), 'utf8');

      expect(bundle.startsWith("import { createRequire } from 'module';")).toBe(true);
      expect(bundle).not.toMatch(/from\s*["']@aws-sdk\//);
    }
  });

  it('keeps every function bundle within 400 KiB minified (cold start grows with it)', () => {
    const sizes = functionsWithRole(template).map(([, fn]) => {
      const key = String((fn.Properties.Code as { S3Key: string }).S3Key).replace(/\.zip$/, '');
      const bundle = join(app.outdir, `asset.${key}`, 'index.mjs');
      return { name: String(fn.Properties.Description), bytes: statSync(bundle).size };
    });
    const over = sizes.filter((s) => s.bytes > MAX_BUNDLE_BYTES);
    expect(over.map((s) => `${s.name}: ${(s.bytes / 1024).toFixed(0)} KiB`)).toEqual([]);
    expect(sizes.length).toBe(routes.length + queues.length + schedules.length);
  });

  it('leaves the SDK’s unused credential chain and the phone rules out of the bundles that do not need them', () => {
    const withPhones: string[] = [];
    for (const [, fn] of functionsWithRole(template)) {
      const key = String((fn.Properties.Code as { S3Key: string }).S3Key).replace(/\.zip$/, '');
      const bundle = readFileSync(join(app.outdir, `asset.${key}`, 'index.mjs'), 'utf8');
      // STS and SSO calls only come with the default credential chain.
      expect(bundle, String(fn.Properties.Description)).not.toContain('AssumeRoleWithWebIdentity');
      expect(bundle, String(fn.Properties.Description)).not.toContain('GetRoleCredentials');
      const parsesPhones = [
        'POST /api/contacts',
        'PUT /api/contacts/{id}',
        'POST /api/contacts/import',
        // The profile's phone, which the WhatsApp bot knows the user by.
        'POST /api/settings/profile',
        // A webhook lead is checked by the contact form's rules and saved as a contact.
        ...WEBHOOK_SOURCES.map((source) => `POST ${webhookPath(source)}`),
        // An imported row is checked by the contact form's rules, its phone kept in E.164.
        'SQS worker for import-chunks',
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
    template.resourceCountIs('AWS::SecretsManager::Secret', 1);
    for (const [, fn] of functionsWithRole(template, 'api')) {
      const variables = (fn.Properties.Environment as { Variables: Record<string, unknown> })
        .Variables;
      expect(JSON.stringify(variables.CURSOR_SIGNING_KEY)).toContain('{{resolve:secretsmanager:');
    }
  });

  it('gives API functions the table, app origin and sign-in settings', () => {
    for (const [, fn] of functionsWithRole(template, 'api')) {
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
    template.hasResource('AWS::DynamoDB::Table', {
      DeletionPolicy: 'Retain',
      Properties: Match.objectLike({
        BillingMode: 'PAY_PER_REQUEST',
        DeletionProtectionEnabled: true,
        PointInTimeRecoverySpecification: { PointInTimeRecoveryEnabled: true },
        TimeToLiveSpecification: { AttributeName: 'expire', Enabled: true },
        GlobalSecondaryIndexes: TABLE.globalIndexes.map((index) =>
          Match.objectLike({ IndexName: index.name, Projection: { ProjectionType: 'ALL' } }),
        ),
      }),
    });
  });

  it('uses a public Cognito client with code flow back to CloudFront', () => {
    template.hasResourceProperties('AWS::Cognito::UserPoolClient', {
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
    template.hasResourceProperties('AWS::Cognito::UserPool', {
      UsernameAttributes: ['email'],
      AdminCreateUserConfig: { AllowAdminCreateUserOnly: false },
    });
    template.hasResourceProperties('AWS::Cognito::UserPoolDomain', {
      Domain: { 'Fn::Join': ['-', ['salesflow', { Ref: 'AWS::AccountId' }]] },
    });
  });

  it('sends /api/* from CloudFront to the API, uncached, with every method', () => {
    template.hasResourceProperties('AWS::CloudFront::Distribution', {
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
    const [distribution] = Object.values(template.findResources('AWS::CloudFront::Distribution'));
    const config = distribution?.Properties.DistributionConfig ?? {};
    expect(config.CustomErrorResponses).toBeUndefined();
    const methods = [...config.CacheBehaviors[0].AllowedMethods].sort();
    expect(methods).toEqual(['DELETE', 'GET', 'HEAD', 'OPTIONS', 'PATCH', 'POST', 'PUT']);
  });

  it('alarms on any API 5xx within 5 minutes', () => {
    template.hasResourceProperties('AWS::CloudWatch::Alarm', {
      Namespace: 'AWS/ApiGateway',
      MetricName: '5xx',
      Statistic: 'Sum',
      Period: 300,
      Threshold: 1,
      ComparisonOperator: 'GreaterThanOrEqualToThreshold',
    });
  });

  it('has no dependency cycle, and no site content without a built web app', () => {
    expect(findCycle(template)).toBeUndefined();
    template.resourceCountIs('Custom::CDKBucketDeployment', 0);
  });

  it('outputs the app and API URLs, the user pool and the table', () => {
    for (const name of ['AppUrl', 'ApiUrl', 'UserPoolId', 'TableName']) {
      template.hasOutput(name, {});
    }
  });
});

describe('SalesFlow stack with synthetic routes, queues and schedules', () => {
  let template: Template;
  let webDir: string;

  beforeAll(() => {
    webDir = mkdtempSync(join(tmpdir(), 'salesflow-web-'));
    writeFileSync(join(webDir, 'index.html'), '<!doctype html><title>SalesFlow</title>');
    const stack = new SalesFlowStack(appWithProjectContext(), 'Synthetic', {
      routes: syntheticRoutes,
      queues: [syntheticQueue],
      schedules: [syntheticSchedule],
      sourceDir: fixtures,
      webAssetsDir: webDir,
    });
    template = Template.fromStack(stack);
  }, BUNDLING_TIMEOUT);

  afterAll(() => {
    if (webDir && existsSync(webDir)) rmSync(webDir, { recursive: true });
  });

  it('grants a read-only route read actions only', () => {
    const readActions = actionsOf(template, functionByDescription(template, 'GET /api/things'));
    const writeActions = actionsOf(
      template,
      functionByDescription(template, 'PUT /api/things/{id}'),
    );

    expect(readActions).toEqual(expect.arrayContaining(['dynamodb:GetItem', 'dynamodb:Query']));
    // Its only writes: updating or deleting its session item.
    const readWrites = statementsOf(template, functionByDescription(template, 'GET /api/things'))
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
    template.hasResourceProperties('AWS::S3::Bucket', {
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
    const reader = actionsOf(template, functionByDescription(template, 'GET /api/things'));
    const writer = actionsOf(template, functionByDescription(template, 'PUT /api/things/{id}'));
    const [worker] = functionsWithRole(template, 'worker');
    if (!worker) throw new Error('no worker');
    const workerActions = actionsOf(template, worker[1]);
    expect(reader.filter((a) => a.startsWith('s3:'))).toEqual([]);
    expect(writer).toContain('s3:PutObject');
    expect(writer).not.toContain('s3:GetObject*');
    expect(workerActions).toContain('s3:GetObject*');
    expect(workerActions).not.toContain('s3:PutObject');
    const deleter = actionsOf(template, functionByDescription(template, 'DELETE /api/things/{id}'));
    expect(deleter).toContain('s3:DeleteObject*');
    expect(deleter).not.toContain('s3:PutObject');
    expect(deleter).not.toContain('s3:GetObject*');
    expect(writer).not.toContain('s3:DeleteObject*');
    expect(workerActions).not.toContain('s3:DeleteObject*');
  });

  it('gives each queue a dead-letter queue and a worker that reports partial failures', () => {
    template.resourceCountIs('AWS::SQS::Queue', 2);
    template.hasResourceProperties('AWS::SQS::Queue', {
      VisibilityTimeout: 180,
      RedrivePolicy: {
        deadLetterTargetArn: { 'Fn::GetAtt': [Match.stringLikeRegexp('calldialerdlq'), 'Arn'] },
        maxReceiveCount: 4,
      },
    });
    template.hasResourceProperties('AWS::Lambda::EventSourceMapping', {
      BatchSize: 7,
      FunctionResponseTypes: ['ReportBatchItemFailures'],
    });
    const workers = functionsWithRole(template, 'worker');
    expect(workers).toHaveLength(1);
    expect(Number(workers[0]?.[1].Properties.Timeout) * 6).toBeLessThanOrEqual(180);
  });

  it('alarms when a dead-letter queue holds a message', () => {
    template.hasResourceProperties('AWS::CloudWatch::Alarm', {
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

  it('starts each schedule from an EventBridge rate rule', () => {
    const schedules = functionsWithRole(template, 'schedule');
    expect(schedules).toHaveLength(1);
    const scheduleId = schedules[0]?.[0];

    template.hasResourceProperties('AWS::Events::Rule', {
      ScheduleExpression: 'rate(5 minutes)',
      Targets: [Match.objectLike({ Arn: { 'Fn::GetAtt': [scheduleId, 'Arn'] } })],
    });
  });

  it('uploads the built web app and invalidates CloudFront', () => {
    template.hasResourceProperties('Custom::CDKBucketDeployment', {
      DistributionPaths: ['/*'],
    });
    expect(findCycle(template)).toBeUndefined();
  });
});

describe('SalesFlow stack guards', () => {
  const stackWith = (props: ConstructorParameters<typeof SalesFlowStack>[2]) =>
    new SalesFlowStack(appWithProjectContext(), 'Guarded', {
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
    const app = appWithProjectContext();
    app.node.setContext('authDomainPrefix', 'acme-sales');
    const stack = new SalesFlowStack(app, 'FromContext', { routes: [], webAssetsDir: null });

    Template.fromStack(stack).hasResourceProperties('AWS::Cognito::UserPoolDomain', {
      Domain: 'acme-sales',
    });
  });
});
