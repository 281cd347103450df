import { awsJsonClient } from '../aws/aws-json';

/**
 * KMS's two calls the secrets need (GenerateDataKey, Decrypt) over its JSON protocol:
 * `@aws-sdk/client-kms` would weigh more than the rest of a function's bundle (the same reasoning
 * as platform/queue/sqs-json.ts). The endpoint is the regional one, or AWS_ENDPOINT_URL_KMS
 * (LocalStack); a call gives up after 5 s.
 */
export const kmsCall = awsJsonClient({
  service: 'kms',
  targetPrefix: 'TrentService',
  jsonVersion: '1.1',
  timeoutMs: 5_000,
});

/** A fresh AES-256 data key: in the clear (for this one value) and wrapped by the KMS key. */
export const kmsGenerateDataKey = async (
  keyId: string,
  context: Record<string, string>,
): Promise<{ plaintext: Buffer; wrapped: Buffer }> => {
  const out = await kmsCall<{ Plaintext: string; CiphertextBlob: string }>('GenerateDataKey', {
    KeyId: keyId,
    KeySpec: 'AES_256',
    EncryptionContext: context,
  });
  return {
    plaintext: Buffer.from(out.Plaintext, 'base64'),
    wrapped: Buffer.from(out.CiphertextBlob, 'base64'),
  };
};

/** The data key back; KMS refuses it under any other encryption context. */
export const kmsDecrypt = async (
  keyId: string,
  wrapped: Buffer,
  context: Record<string, string>,
): Promise<Buffer> => {
  const out = await kmsCall<{ Plaintext: string }>('Decrypt', {
    KeyId: keyId,
    CiphertextBlob: wrapped.toString('base64'),
    EncryptionContext: context,
  });
  return Buffer.from(out.Plaintext, 'base64');
};
