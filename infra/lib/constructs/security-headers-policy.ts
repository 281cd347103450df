import { Duration } from 'aws-cdk-lib';
import {
  HeadersFrameOption,
  HeadersReferrerPolicy,
  ResponseHeadersPolicy,
} from 'aws-cdk-lib/aws-cloudfront';
import type { Construct } from 'constructs';
import {
  contentSecurityPolicy,
  HSTS,
  PERMISSIONS_POLICY,
  REFERRER_POLICY,
  SECURITY_HEADERS,
} from '../security-headers.ts';

/** The CDK enum member whose value is `value`: the value itself is declared in security-headers.ts. */
const member = <T extends string>(values: Record<string, T>, value: string): T => {
  const found = Object.values(values).find((candidate) => candidate === value);
  if (!found) throw new Error(`CloudFront has no setting for ${value}`);
  return found;
};

/**
 * CloudFront's response headers policy with the values the local gateway also sends, plus HSTS.
 * `override`: an origin (S3 or a handler) cannot send weaker ones.
 */
export const securityHeadersPolicy = (
  scope: Construct,
  id: string,
  connectSources: readonly string[] = [],
): ResponseHeadersPolicy =>
  new ResponseHeadersPolicy(scope, id, {
    comment: 'SalesFlow security headers (infra/lib/security-headers.ts)',
    securityHeadersBehavior: {
      contentSecurityPolicy: {
        // The uploads bucket: files are PUT to it, and call recordings play from it.
        contentSecurityPolicy: contentSecurityPolicy(connectSources, [], connectSources),
        override: true,
      },
      contentTypeOptions: { override: true },
      frameOptions: {
        frameOption: member(HeadersFrameOption, SECURITY_HEADERS['x-frame-options'] ?? ''),
        override: true,
      },
      referrerPolicy: {
        referrerPolicy: member(HeadersReferrerPolicy, REFERRER_POLICY),
        override: true,
      },
      strictTransportSecurity: {
        accessControlMaxAge: Duration.seconds(HSTS.maxAgeSeconds),
        includeSubdomains: HSTS.includeSubDomains,
        override: true,
      },
    },
    customHeadersBehavior: {
      customHeaders: [{ header: 'Permissions-Policy', value: PERMISSIONS_POLICY, override: true }],
    },
  });
