import {
  AllowedMethods,
  CachePolicy,
  Distribution,
  Function as EdgeFunction,
  FunctionCode,
  FunctionEventType,
  FunctionRuntime,
  HttpVersion,
  OriginProtocolPolicy,
  OriginRequestPolicy,
  PriceClass,
  ViewerProtocolPolicy,
} from 'aws-cdk-lib/aws-cloudfront';
import { HttpOrigin, S3BucketOrigin } from 'aws-cdk-lib/aws-cloudfront-origins';
import { BlockPublicAccess, Bucket, BucketEncryption } from 'aws-cdk-lib/aws-s3';
import { BucketDeployment, Source } from 'aws-cdk-lib/aws-s3-deployment';
import { Construct } from 'constructs';
import { siteRoutingFunctionCode } from '../site-routing-function.ts';
import { securityHeadersPolicy } from './security-headers-policy.ts';

export interface WebSiteProps {
  /** Host name of the HTTP API; CloudFront sends `/api/*` there. */
  apiDomainName: string;
  /** The built SPA to upload, or undefined to create the site without content. */
  assetsDir?: string;
  /** A WAF web ACL (scope CLOUDFRONT, from us-east-1) in front of pages and API alike. */
  webAclArn?: string;
  /** Origins the page may also send requests to (the uploads bucket), in its CSP. */
  connectSources?: readonly string[];
}

/** The SPA bucket behind CloudFront, which also fronts the API so the browser sees one origin. */
export class WebSite extends Construct {
  readonly distribution: Distribution;
  readonly bucket: Bucket;

  constructor(scope: Construct, id: string, props: WebSiteProps) {
    super(scope, id);
    this.bucket = new Bucket(this, 'Assets', {
      blockPublicAccess: BlockPublicAccess.BLOCK_ALL,
      encryption: BucketEncryption.S3_MANAGED,
      enforceSSL: true,
    });
    // A page path gets its file: a public page's HTML, the SPA, or the public 404 page. On the
    // bucket's behaviour only, so the API's own 404s and 403s reach the browser untouched.
    const pageFiles = new EdgeFunction(this, 'SpaFallback', {
      code: FunctionCode.fromInline(siteRoutingFunctionCode()),
      runtime: FunctionRuntime.JS_2_0,
      comment: 'Serve each page path its file: public page, app or 404 page',
    });

    // One policy for pages, files and API answers alike.
    const responseHeadersPolicy = securityHeadersPolicy(
      this,
      'SecurityHeaders',
      props.connectSources,
    );

    this.distribution = new Distribution(this, 'Distribution', {
      comment: 'SalesFlow',
      webAclId: props.webAclArn,
      httpVersion: HttpVersion.HTTP2_AND_3,
      // Includes India and the rest of Asia-Pacific, where most users are.
      priceClass: PriceClass.PRICE_CLASS_200,
      defaultBehavior: {
        origin: S3BucketOrigin.withOriginAccessControl(this.bucket),
        viewerProtocolPolicy: ViewerProtocolPolicy.REDIRECT_TO_HTTPS,
        cachePolicy: CachePolicy.CACHING_OPTIMIZED,
        responseHeadersPolicy,
        functionAssociations: [
          { function: pageFiles, eventType: FunctionEventType.VIEWER_REQUEST },
        ],
      },
      additionalBehaviors: {
        '/api/*': {
          origin: new HttpOrigin(props.apiDomainName, {
            protocolPolicy: OriginProtocolPolicy.HTTPS_ONLY,
          }),
          viewerProtocolPolicy: ViewerProtocolPolicy.REDIRECT_TO_HTTPS,
          allowedMethods: AllowedMethods.ALLOW_ALL,
          cachePolicy: CachePolicy.CACHING_DISABLED,
          // Cookies, query strings and Origin reach the handlers; Host must be the API's own.
          originRequestPolicy: OriginRequestPolicy.ALL_VIEWER_EXCEPT_HOST_HEADER,
          responseHeadersPolicy,
        },
      },
    });

    if (props.assetsDir) {
      new BucketDeployment(this, 'Deploy', {
        sources: [Source.asset(props.assetsDir)],
        destinationBucket: this.bucket,
        distribution: this.distribution,
        distributionPaths: ['/*'],
        memoryLimit: 512,
      });
    }
  }

  /** `https://<distribution domain>` */
  get appOrigin(): string {
    return `https://${this.distribution.distributionDomainName}`;
  }
}
