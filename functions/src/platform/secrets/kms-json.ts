import { fromEnv } from '@aws-sdk/credential-provider-env';
import { SignatureV4 } from '@smithy/signature-v4';
import { Sha256 } from '../queue/sqs-json';

/**
 * KMS's two calls the secrets need (GenerateDataKey, Decrypt) over its JSON protocol, signed with
 * SigV4 as the SDK signs them: `@aws-sdk/client-kms` would weigh more than the rest of a
 * function's bundle (the same reasoning as platform/queue/sqs-json.ts). The endpoint is the
 * regional one, or AWS_ENDPOINT_URL_KMS (LocalStack).
 */
const region = () => process.env.AWS_REGION ?? process.env.AWS_DEFAULT_REGION ?? 'ap-south-1';
const endpoint = () =>
  new URL(process.env.AWS_ENDPOINT_URL_KMS ?? `https://kms.${region()}.amazonaws.com`);

let signer: SignatureV4 | undefined;
const signerOf = () => {
  signer ??= new SignatureV4({
    service: 'kms',
    region: region(),
    credentials: fromEnv(),
    sha256: Sha256,
  });
  return signer;
};

export class KmsError extends Error {
  constructor(
    readonly status: number,
    readonly type: string,
    message: string,
  ) {
    super(`KMS ${type} (${status}): ${message}`);
    this.name = 'KmsError';
  }
}

/** One KMS call: `action` is the operation (GenerateDataKey), `input` its JSON request. */
export const kmsCall = async <T>(action: string, input: unknown): Promise<T> => {
  const url = endpoint();
  const body = JSON.stringify(input);
  const signed = await signerOf().sign({
    method: 'POST',
    protocol: url.protocol,
    hostname: url.hostname,
    port: url.port ? Number(url.port) : undefined,
    path: url.pathname || '/',
    query: {},
    headers: {
      host: url.host,
      'content-type': 'application/x-amz-json-1.1',
      'x-amz-target': `TrentService.${action}`,
    },
    body,
  });
  const response = await fetch(url, {
    method: 'POST',
    headers: signed.headers as Record<string, string>,
    body,
    signal: AbortSignal.timeout(5_000),
  });
  const text = await response.text();
  const parsed = text ? (JSON.parse(text) as Record<string, unknown>) : {};
  if (!response.ok) {
    const type =
      String(parsed.__type ?? response.status)
        .split('#')
        .pop() ?? 'Error';
    throw new KmsError(response.status, type, String(parsed.message ?? parsed.Message ?? text));
  }
  return parsed as T;
};

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
