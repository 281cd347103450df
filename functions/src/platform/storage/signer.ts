import { fromEnv } from '@aws-sdk/credential-provider-env';
import { SignatureV4 } from '@smithy/signature-v4';
import { Sha256 } from '../aws/sha256';

/**
 * SigV4 for S3, without the S3 client: a presigned PUT and a signed GET are all the imports need,
 * and @aws-sdk/client-s3 would more than double a function's bundle (DESIGN.md, "Weight").
 */
let signer: SignatureV4 | undefined;

export const s3Signer = (): SignatureV4 => {
  signer ??= new SignatureV4({
    service: 's3',
    region: process.env.AWS_REGION ?? 'ap-south-1',
    credentials: fromEnv(),
    sha256: Sha256,
    // S3 takes the path as it is, not escaped twice.
    uriEscapePath: false,
    applyChecksum: true,
  });
  return signer;
};
