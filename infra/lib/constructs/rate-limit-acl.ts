import type { WindowLimit } from '@salesflow/functions/platform/rate-limits';
import {
  API_PATH_PREFIX,
  MUTATION_METHODS,
  SIGN_IN_PATHS,
  WEBHOOK_PATH_PREFIX,
} from '@salesflow/functions/platform/rate-limits';
import { CfnWebACL } from 'aws-cdk-lib/aws-wafv2';
import { Construct } from 'constructs';
import { CLIENT_LIMITS, rateLimitedBody } from '../client-limits.ts';

type Statement = CfnWebACL.StatementProperty;

const RATE_LIMITED_BODY_KEY = 'rate-limited';

const matches = (
  field: CfnWebACL.FieldToMatchProperty,
  positionalConstraint: 'EXACTLY' | 'STARTS_WITH',
  searchString: string,
): Statement => ({
  byteMatchStatement: {
    fieldToMatch: field,
    positionalConstraint,
    searchString,
    textTransformations: [{ priority: 0, type: 'NONE' }],
  },
});
const methodIs = (method: string) => matches({ method: {} }, 'EXACTLY', method);
const pathIs = (path: string) => matches({ uriPath: {} }, 'EXACTLY', path);
const anyOf = (statements: Statement[]): Statement =>
  statements.length === 1 ? (statements[0] as Statement) : { orStatement: { statements } };

/** The same requests `clientLimitFor` (client-limits.ts) counts on the local stack. */
const SIGN_IN: Statement = {
  andStatement: { statements: [methodIs('GET'), anyOf(SIGN_IN_PATHS.map(pathIs))] },
};
const MUTATION: Statement = {
  andStatement: {
    statements: [
      anyOf(MUTATION_METHODS.map(methodIs)),
      matches({ uriPath: {} }, 'STARTS_WITH', API_PATH_PREFIX),
      // Lead webhooks: limited per organization key instead (client-limits.ts).
      { notStatement: { statement: matches({ uriPath: {} }, 'STARTS_WITH', WEBHOOK_PATH_PREFIX) } },
    ],
  },
};

const visibility = (metricName: string): CfnWebACL.VisibilityConfigProperty => ({
  cloudWatchMetricsEnabled: true,
  metricName,
  sampledRequestsEnabled: true,
});

/** Blocks a client IP over `limit` matching requests in the window, with a 429 like the API's. */
const rateRule = (
  name: string,
  priority: number,
  { limit, windowSeconds }: WindowLimit,
  scopeDownStatement: Statement,
): CfnWebACL.RuleProperty => ({
  name,
  priority,
  statement: {
    rateBasedStatement: {
      limit,
      evaluationWindowSec: windowSeconds,
      aggregateKeyType: 'IP',
      scopeDownStatement,
    },
  },
  action: {
    block: {
      customResponse: {
        responseCode: 429,
        customResponseBodyKey: RATE_LIMITED_BODY_KEY,
        // WAF re-evaluates every few seconds; the window is the honest upper bound to wait.
        responseHeaders: [{ name: 'Retry-After', value: String(windowSeconds) }],
      },
    },
  },
  visibilityConfig: visibility(name),
});

/**
 * The per-client limits (rate-limits.ts) as a WAF web ACL for CloudFront. CloudFront web ACLs
 * live in us-east-1, whatever the region of the rest: see EdgeStack.
 */
export class RateLimitAcl extends Construct {
  readonly webAcl: CfnWebACL;

  constructor(scope: Construct, id: string) {
    super(scope, id);
    this.webAcl = new CfnWebACL(this, 'WebAcl', {
      scope: 'CLOUDFRONT',
      description: 'SalesFlow: per-client limits on sign-in and mutations',
      defaultAction: { allow: {} },
      customResponseBodies: {
        [RATE_LIMITED_BODY_KEY]: {
          contentType: 'APPLICATION_JSON',
          content: JSON.stringify(rateLimitedBody()),
        },
      },
      rules: [
        rateRule('sign-in-per-client', 0, CLIENT_LIMITS.signInPerClient, SIGN_IN),
        rateRule('mutations-per-client', 1, CLIENT_LIMITS.mutationsPerClient, MUTATION),
      ],
      visibilityConfig: visibility('salesflow-web-acl'),
    });
  }
}
