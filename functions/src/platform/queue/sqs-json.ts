import { createHash, createHmac } from 'node:crypto';
import { fromEnv } from '@aws-sdk/credential-provider-env';
import { SignatureV4 } from '@smithy/signature-v4';

/**
 * SQS's two calls we make (SendMessage, SendMessageBatch) over its JSON protocol, signed with
 * SigV4 as the SDK signs them. The full `@aws-sdk/client-sqs` is about 40 KiB of every bundle
 * that sends, and the lead webhooks (which merge repeat leads, and so tell contact-changes) had
 * no room for it under the 400 KiB budget. Credentials come from the environment, where Lambda
 * puts the execution role's (and the local stack its own); the endpoint is the regional one, or
 * AWS_ENDPOINT_URL_SQS locally.
 */
export class Sha256 {
  private readonly hash;
  constructor(secret?: string | ArrayBuffer | ArrayBufferView) {
    this.hash = secret
      ? createHmac('sha256', Buffer.from(secret as ArrayBuffer))
      : createHash('sha256');
  }
  update(data: string | ArrayBuffer | ArrayBufferView): void {
    this.hash.update(typeof data === 'string' ? data : Buffer.from(data as ArrayBuffer));
  }
  async digest(): Promise<Uint8Array> {
    return new Uint8Array(this.hash.digest());
  }
  reset(): void {}
}

const region = () => process.env.AWS_REGION ?? process.env.AWS_DEFAULT_REGION ?? 'ap-south-1';
const endpoint = () =>
  new URL(process.env.AWS_ENDPOINT_URL_SQS ?? `https://sqs.${region()}.amazonaws.com`);

let signer: SignatureV4 | undefined;
const signerOf = () => {
  signer ??= new SignatureV4({
    service: 'sqs',
    region: region(),
    credentials: fromEnv(),
    sha256: Sha256,
  });
  return signer;
};

export class SqsError extends Error {
  constructor(
    readonly status: number,
    readonly type: string,
    message: string,
  ) {
    super(`SQS ${type} (${status}): ${message}`);
    this.name = 'SqsError';
  }
}

/** One SQS call: `action` is the operation (SendMessage), `input` its JSON request. */
export const sqsCall = async <T>(action: string, input: unknown): Promise<T> => {
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
      'content-type': 'application/x-amz-json-1.0',
      'x-amz-target': `AmazonSQS.${action}`,
    },
    body,
  });
  const response = await fetch(url, {
    method: 'POST',
    headers: signed.headers as Record<string, string>,
    body,
  });
  const text = await response.text();
  const parsed = text ? (JSON.parse(text) as Record<string, unknown>) : {};
  if (!response.ok) {
    const type =
      String(parsed.__type ?? response.status)
        .split('#')
        .pop() ?? 'Error';
    throw new SqsError(response.status, type, String(parsed.message ?? parsed.Message ?? text));
  }
  return parsed as T;
};
