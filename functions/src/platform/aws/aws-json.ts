import { fromEnv } from '@aws-sdk/credential-provider-env';
import { SignatureV4 } from '@smithy/signature-v4';
import { Sha256 } from './sha256';

/**
 * A call to an AWS service that speaks the JSON protocol (SQS, KMS), signed with SigV4 as the SDK
 * signs it, without the service's client package: a client weighs tens of KiB in every bundle
 * that holds it, and our two senders (queues, secrets) need two operations each. Credentials come
 * from the environment, where Lambda puts the execution role's (and the local stack its own); the
 * endpoint is the regional one, or `AWS_ENDPOINT_URL_<SERVICE>` (the local stack, LocalStack).
 */
export interface AwsJsonService {
  /** The signing name and host prefix: `sqs`, `kms`. */
  service: string;
  /** The `x-amz-target` prefix: `AmazonSQS`, `TrentService`. */
  targetPrefix: string;
  /** `1.0` for SQS, `1.1` for KMS. */
  jsonVersion: '1.0' | '1.1';
  /** Give up on a call after this long; none when absent. */
  timeoutMs?: number;
  /**
   * Where to send it, when not the regional endpoint or `AWS_ENDPOINT_URL_<SERVICE>`: DynamoDB
   * Local answers the Streams API (signed as `dynamodb`) on its own address.
   */
  endpoint?: string;
}

export class AwsJsonError extends Error {
  constructor(
    readonly service: string,
    readonly status: number,
    readonly type: string,
    message: string,
  ) {
    super(`${service.toUpperCase()} ${type} (${status}): ${message}`);
    this.name = 'AwsJsonError';
  }
}

const region = () => process.env.AWS_REGION ?? process.env.AWS_DEFAULT_REGION ?? 'ap-south-1';

/**
 * The SigV4 signer every hand-written AWS call uses (the JSON protocol below, the WebSocket
 * connections API): credentials from the environment, the function's region, node:crypto.
 */
export const sigV4Signer = (service: string): SignatureV4 =>
  new SignatureV4({ service, region: region(), credentials: fromEnv(), sha256: Sha256 });

/** The service's `call(action, input)`: `action` is the operation, `input` its JSON request. */
export const awsJsonClient = (service: AwsJsonService) => {
  let signer: SignatureV4 | undefined;
  const endpoint = () =>
    new URL(
      service.endpoint ??
        process.env[`AWS_ENDPOINT_URL_${service.service.toUpperCase()}`] ??
        `https://${service.service}.${region()}.amazonaws.com`,
    );
  return async <T>(action: string, input: unknown): Promise<T> => {
    signer ??= sigV4Signer(service.service);
    const url = endpoint();
    const body = JSON.stringify(input);
    const signed = await signer.sign({
      method: 'POST',
      protocol: url.protocol,
      hostname: url.hostname,
      port: url.port ? Number(url.port) : undefined,
      path: url.pathname || '/',
      query: {},
      headers: {
        host: url.host,
        'content-type': `application/x-amz-json-${service.jsonVersion}`,
        'x-amz-target': `${service.targetPrefix}.${action}`,
      },
      body,
    });
    const response = await fetch(url, {
      method: 'POST',
      headers: signed.headers as Record<string, string>,
      body,
      ...(service.timeoutMs ? { signal: AbortSignal.timeout(service.timeoutMs) } : {}),
    });
    const text = await response.text();
    const parsed = text ? (JSON.parse(text) as Record<string, unknown>) : {};
    if (!response.ok) {
      const type =
        String(parsed.__type ?? response.status)
          .split('#')
          .pop() ?? 'Error';
      throw new AwsJsonError(
        service.service,
        response.status,
        type,
        String(parsed.message ?? parsed.Message ?? text),
      );
    }
    return parsed as T;
  };
};
