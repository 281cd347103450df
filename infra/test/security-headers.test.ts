import { readFileSync } from 'node:fs';
import { Match, Template } from 'aws-cdk-lib/assertions';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  CONTENT_SECURITY_POLICY,
  hstsHeaderValue,
  PERMISSIONS_POLICY,
} from '../lib/security-headers.ts';
import { SalesFlowStack } from '../lib/stacks/salesflow-stack.ts';
import { appWithProjectContext } from './template-helpers.ts';

const uploadsBucketName = {
  'Fn::Join': ['-', ['headers-uploads', { Ref: 'AWS::AccountId' }, { Ref: 'AWS::Region' }]],
};

describe('security headers in AWS', () => {
  let template: Template;
  beforeAll(() => {
    // No routes, queues or schedules: nothing to bundle, the distribution is the same.
    const stack = new SalesFlowStack(appWithProjectContext(), 'Headers', {
      routes: [],
      queues: [],
      schedules: [],
      socketRoutes: [],
      projectors: [],
      webAssetsDir: null,
    });
    template = Template.fromStack(stack);
    // Synthesizing takes seconds on a busy machine.
  }, 120_000);

  it('declares one response headers policy with the shared values, HSTS for two years', () => {
    template.resourceCountIs('AWS::CloudFront::ResponseHeadersPolicy', 1);
    template.hasResourceProperties('AWS::CloudFront::ResponseHeadersPolicy', {
      ResponseHeadersPolicyConfig: Match.objectLike({
        SecurityHeadersConfig: {
          // The shared policy, with the uploads bucket's host (known at deploy) in connect-src
          // (imports are PUT to it) and media-src (call recordings play from it).
          ContentSecurityPolicy: {
            ContentSecurityPolicy: {
              'Fn::Join': [
                '',
                [
                  `${CONTENT_SECURITY_POLICY.split('; media-src')[0]} https://`,
                  uploadsBucketName,
                  '.s3.',
                  { Ref: 'AWS::Region' },
                  ".amazonaws.com; media-src 'self' https://",
                  uploadsBucketName,
                  '.s3.',
                  { Ref: 'AWS::Region' },
                  `.amazonaws.com; object-src${CONTENT_SECURITY_POLICY.split('; object-src')[1]}`,
                ],
              ],
            },
            Override: true,
          },
          ContentTypeOptions: { Override: true },
          FrameOptions: { FrameOption: 'DENY', Override: true },
          ReferrerPolicy: { ReferrerPolicy: 'strict-origin-when-cross-origin', Override: true },
          StrictTransportSecurity: {
            AccessControlMaxAgeSec: 63_072_000,
            IncludeSubdomains: true,
            Override: true,
          },
        },
        CustomHeadersConfig: {
          Items: [{ Header: 'Permissions-Policy', Value: PERMISSIONS_POLICY, Override: true }],
        },
      }),
    });
    expect(hstsHeaderValue()).toBe('max-age=63072000; includeSubDomains');
    // Off but for the calls' microphone and Razorpay Checkout's frame (Payment Request).
    expect(PERMISSIONS_POLICY).toContain('camera=()');
    expect(PERMISSIONS_POLICY).toContain('microphone=(self)');
    expect(PERMISSIONS_POLICY).toContain('payment=(self "https://api.razorpay.com")');
  });

  it('uses it on the pages behaviour and on /api/*', () => {
    const [policyId] = Object.keys(
      template.findResources('AWS::CloudFront::ResponseHeadersPolicy'),
    );
    const [distribution] = Object.values(template.findResources('AWS::CloudFront::Distribution'));
    const config = distribution?.Properties.DistributionConfig;
    const uses = { Ref: policyId };

    expect(config.DefaultCacheBehavior.ResponseHeadersPolicyId).toEqual(uses);
    expect(config.CacheBehaviors).toEqual([
      expect.objectContaining({ PathPattern: '/api/*', ResponseHeadersPolicyId: uses }),
    ]);
  });
});

describe('the SPA under that policy', () => {
  /** An inline <script> (one without src) is what `script-src 'self'` blocks. */
  const inlineScripts = (html: string) =>
    [...html.matchAll(/<script\b([^>]*)>/gi)].filter(
      ([, attributes]) => !/\ssrc=/i.test(attributes ?? ''),
    );

  it('has no inline script in its pages as written (the built pages: test/e2e/built-pages)', () => {
    const pages = ['../../web/index.html', '../../web/site.html'].map(
      (path) => new URL(path, import.meta.url),
    );
    for (const page of pages) expect(inlineScripts(readFileSync(page, 'utf8'))).toEqual([]);
    expect(CONTENT_SECURITY_POLICY).toMatch(/script-src 'self' https:\/\/checkout\.razorpay\.com;/);
  });
});
