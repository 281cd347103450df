import { Aws, Duration, Fn, RemovalPolicy } from 'aws-cdk-lib';
import { BlockPublicAccess, Bucket, BucketEncryption, HttpMethods } from 'aws-cdk-lib/aws-s3';
import { Construct } from 'constructs';

export interface UploadsBucketProps {
  /** Lower-case stack name part of the bucket's name (names are global). */
  nameSlug: string;
}

/**
 * Files users upload: import CSVs (gone after 30 days, as the import job's own record) and the AI
 * agent's training files (kept until deleted). Private, encrypted, HTTPS only. The browser PUTs
 * with a presigned URL from the API; CORS allows that from the app's origin, once it is known
 * (`allowUploadsFrom`).
 *
 * The name is built from the stack, account and region rather than generated, so the page's
 * Content-Security-Policy can name the bucket's host without a reference to the bucket (CloudFront
 * needs the policy, the bucket's CORS needs CloudFront's domain: a reference would be a cycle).
 */
export class UploadsBucket extends Construct {
  readonly bucket: Bucket;
  readonly bucketName: string;
  /** The host a presigned URL points at, for connect-src and media-src. */
  readonly origin: string;

  constructor(scope: Construct, id: string, props: UploadsBucketProps) {
    super(scope, id);
    this.bucketName = Fn.join('-', [
      props.nameSlug.slice(0, 20),
      'uploads',
      Aws.ACCOUNT_ID,
      Aws.REGION,
    ]);
    this.origin = Fn.join('', ['https://', this.bucketName, '.s3.', Aws.REGION, '.amazonaws.com']);
    this.bucket = new Bucket(this, 'Bucket', {
      bucketName: this.bucketName,
      blockPublicAccess: BlockPublicAccess.BLOCK_ALL,
      encryption: BucketEncryption.S3_MANAGED,
      enforceSSL: true,
      removalPolicy: RemovalPolicy.DESTROY,
      autoDeleteObjects: false,
      lifecycleRules: [
        // Import files go after 30 days with their job; training files stay until deleted.
        { prefix: 'imports/', expiration: Duration.days(30) },
        { abortIncompleteMultipartUploadAfter: Duration.days(1) },
      ],
    });
  }

  /** The browser may PUT (and only PUT) from the app's origin. */
  allowUploadsFrom(appOrigin: string) {
    this.bucket.addCorsRule({
      allowedMethods: [HttpMethods.PUT],
      allowedOrigins: [appOrigin],
      allowedHeaders: ['content-type'],
      exposedHeaders: ['etag'],
      maxAge: 3600,
    });
  }
}
