import { RATE_LIMITS, STAGE_THROTTLE } from '@salesflow/functions/platform/rate-limits';
import { Stack } from 'aws-cdk-lib';
import { Match, Template } from 'aws-cdk-lib/assertions';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildSalesFlowApp } from '../lib/salesflow-app.ts';
import { EdgeStack } from '../lib/stacks/edge-stack.ts';
import { appWithProjectContext } from './template-helpers.ts';

// Nothing to bundle: the protections do not depend on the routes.
const light = {
  routes: [],
  queues: [],
  schedules: [],
  socketRoutes: [],
  projectors: [],
  webAssetsDir: null,
} as const;

const byteMatch = (field: object, constraint: string, value: string) => ({
  ByteMatchStatement: {
    FieldToMatch: field,
    PositionalConstraint: constraint,
    SearchString: value,
    TextTransformations: [{ Priority: 0, Type: 'NONE' }],
  },
});
const method = (value: string) => byteMatch({ Method: {} }, 'EXACTLY', value);

const blocked429 = (windowSeconds: number) => ({
  Block: {
    CustomResponse: {
      ResponseCode: 429,
      CustomResponseBodyKey: 'rate-limited',
      ResponseHeaders: [{ Name: 'Retry-After', Value: String(windowSeconds) }],
    },
  },
});

describe('edge protection in AWS', () => {
  let edge: Template;
  let main: Template;
  let mainRegion: string;
  let edgeRegion: string;
  beforeAll(() => {
    const built = buildSalesFlowApp(appWithProjectContext(), { region: 'ap-south-1' }, light);
    if (!built.edge) throw new Error('no edge stack');
    edge = Template.fromStack(built.edge);
    main = Template.fromStack(built.main);
    mainRegion = built.main.region;
    edgeRegion = built.edge.region;
    // Synthesizing two stacks takes seconds on a busy machine (it passed 10 s beside the others).
  }, 120_000);

  it('puts the web ACL in us-east-1, for CloudFront, and the app where it was asked', () => {
    expect(edgeRegion).toBe('us-east-1');
    expect(mainRegion).toBe('ap-south-1');
    edge.resourceCountIs('AWS::WAFv2::WebACL', 1);
    edge.hasResourceProperties('AWS::WAFv2::WebACL', {
      Scope: 'CLOUDFRONT',
      DefaultAction: { Allow: {} },
      CustomResponseBodies: {
        'rate-limited': {
          ContentType: 'APPLICATION_JSON',
          Content: Match.stringLikeRegexp('"code":"RATE_LIMITED"'),
        },
      },
    });
  });

  it('limits sign-in starts and callbacks per client IP, answering 429 with Retry-After', () => {
    const { limit, windowSeconds } = RATE_LIMITS.signInPerClient;
    edge.hasResourceProperties('AWS::WAFv2::WebACL', {
      Rules: Match.arrayWith([
        Match.objectLike({
          Statement: {
            RateBasedStatement: {
              Limit: limit,
              EvaluationWindowSec: windowSeconds,
              AggregateKeyType: 'IP',
              ScopeDownStatement: {
                AndStatement: {
                  Statements: [
                    method('GET'),
                    {
                      OrStatement: {
                        Statements: [
                          byteMatch({ UriPath: {} }, 'EXACTLY', '/api/login'),
                          byteMatch({ UriPath: {} }, 'EXACTLY', '/api/callback'),
                        ],
                      },
                    },
                  ],
                },
              },
            },
          },
          Action: blocked429(windowSeconds),
        }),
      ]),
    });
  });

  it('limits every mutation under /api/ but the lead webhooks per client IP, answering 429 with Retry-After', () => {
    const { limit, windowSeconds } = RATE_LIMITS.mutationsPerClient;
    edge.hasResourceProperties('AWS::WAFv2::WebACL', {
      Rules: Match.arrayWith([
        Match.objectLike({
          Statement: {
            RateBasedStatement: {
              Limit: limit,
              EvaluationWindowSec: windowSeconds,
              AggregateKeyType: 'IP',
              ScopeDownStatement: {
                AndStatement: {
                  Statements: [
                    { OrStatement: { Statements: ['POST', 'PUT', 'PATCH', 'DELETE'].map(method) } },
                    byteMatch({ UriPath: {} }, 'STARTS_WITH', '/api/'),
                    // Form tools' servers carry many organizations' leads: limited per key.
                    {
                      NotStatement: {
                        Statement: byteMatch({ UriPath: {} }, 'STARTS_WITH', '/api/webhooks/'),
                      },
                    },
                  ],
                },
              },
            },
          },
          Action: blocked429(windowSeconds),
        }),
      ]),
    });
  });

  it('attaches the web ACL from us-east-1 to the distribution, by a cross-region reference', () => {
    main.hasResourceProperties('AWS::CloudFront::Distribution', {
      DistributionConfig: Match.objectLike({
        // The project's cdk.json makes cross-stack references weak: CloudFormation reads the
        // edge stack's output in us-east-1 at deploy time.
        WebACLId: {
          'Fn::GetStackOutput': Match.objectLike({
            StackName: 'SalesFlowEdge',
            Region: 'us-east-1',
            OutputName: Match.stringLikeRegexp('WebAcl'),
          }),
        },
      }),
    });
  });

  it("throttles the HTTP API's default stage", () => {
    main.hasResourceProperties('AWS::ApiGatewayV2::Stage', {
      StageName: '$default',
      DefaultRouteSettings: {
        ThrottlingRateLimit: STAGE_THROTTLE.rateLimit,
        ThrottlingBurstLimit: STAGE_THROTTLE.burstLimit,
      },
    });
  });
});

describe('the app without WAF (LocalStack: -c waf=false)', () => {
  it('builds the main stack alone, with no web ACL, still throttled', () => {
    const app = appWithProjectContext();
    app.node.setContext('waf', 'false');
    const built = buildSalesFlowApp(app, {}, light);
    const main = Template.fromStack(built.main);
    const [distribution] = Object.values(main.findResources('AWS::CloudFront::Distribution'));

    expect(built.edge).toBeUndefined();
    expect(app.node.children.filter(Stack.isStack).map((stack) => stack.stackName)).toEqual([
      'SalesFlow',
    ]);
    expect(distribution?.Properties.DistributionConfig.WebACLId).toBeUndefined();
    main.hasResourceProperties('AWS::ApiGatewayV2::Stage', {
      DefaultRouteSettings: Match.objectLike({ ThrottlingRateLimit: STAGE_THROTTLE.rateLimit }),
    });
  });

  it('refuses an edge stack outside us-east-1', () => {
    expect(
      () => new EdgeStack(appWithProjectContext(), 'Edge', { env: { region: 'ap-south-1' } }),
    ).toThrow(/us-east-1/);
  });
});
