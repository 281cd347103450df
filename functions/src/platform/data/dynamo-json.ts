import http from 'node:http';
import https from 'node:https';
import { fromEnv } from '@aws-sdk/credential-provider-env';
import { SignatureV4 } from '@smithy/signature-v4';
import { Sha256 } from '../aws/sha256';
import {
  type CancellationReason,
  DynamoDbError,
  type DynamoDbErrorFields,
  type Operation,
} from './dynamo-commands';

/**
 * One DynamoDB call on the wire: the JSON protocol (`DynamoDB_20120810.<Operation>`), signed with
 * SigV4, over a kept-alive connection. It is what the SDK's client does, without its middleware
 * stack, schema serde and endpoint rules, which cost a webhook lead about a quarter of its CPU
 * (docs/benchmarks.md): a PutItem here takes about a quarter of the SDK's time in Node.
 */
export type WireBody = Record<string, unknown>;

export interface DynamoWireOptions {
  /** DynamoDB Local's address on the local stack; the regional endpoint when absent. */
  endpoint?: string;
  region: string;
  /** Static keys (DynamoDB Local), or the function's role from the environment when absent. */
  credentials?: { accessKeyId: string; secretAccessKey: string };
}

const TARGET_PREFIX = 'DynamoDB_20120810';

export const dynamoWire = (options: DynamoWireOptions) => {
  const url = new URL(options.endpoint ?? `https://dynamodb.${options.region}.amazonaws.com`);
  const secure = url.protocol === 'https:';
  const transport = secure ? https : http;
  const agent = new transport.Agent({ keepAlive: true, keepAliveMsecs: 1_000 });
  const port = url.port ? Number(url.port) : secure ? 443 : 80;
  const signer = new SignatureV4({
    service: 'dynamodb',
    region: options.region,
    credentials: options.credentials ?? fromEnv(),
    sha256: Sha256,
  });

  const post = (headers: Record<string, string>, body: string) =>
    new Promise<{ status: number; text: string; requestId?: string }>((resolve, reject) => {
      const request = transport.request(
        { agent, host: url.hostname, port, method: 'POST', path: '/', headers },
        (response) => {
          const chunks: Buffer[] = [];
          response.on('data', (chunk: Buffer) => chunks.push(chunk));
          response.on('error', reject);
          response.on('end', () =>
            resolve({
              status: response.statusCode ?? 500,
              text: Buffer.concat(chunks).toString('utf8'),
              requestId: response.headers['x-amzn-requestid'] as string | undefined,
            }),
          );
        },
      );
      request.on('error', reject);
      request.end(body);
    });

  return async (operation: Operation, input: WireBody): Promise<WireBody> => {
    const body = JSON.stringify(input);
    const signed = await signer.sign({
      method: 'POST',
      protocol: url.protocol,
      hostname: url.hostname,
      port,
      path: '/',
      query: {},
      headers: {
        host: url.host,
        'content-type': 'application/x-amz-json-1.0',
        'content-length': String(Buffer.byteLength(body)),
        'x-amz-target': `${TARGET_PREFIX}.${operation}`,
      },
      body,
    });
    const answer = await post(signed.headers as Record<string, string>, body);
    let parsed: WireBody = {};
    try {
      parsed = answer.text ? (JSON.parse(answer.text) as WireBody) : {};
    } catch {
      // A body that is not JSON (a proxy's error page): the status below tells what happened.
    }
    if (answer.status >= 300) {
      const type = String(parsed.__type ?? `Http${answer.status}`)
        .split('#')
        .pop() as string;
      const message = String(parsed.message ?? parsed.Message ?? (answer.text || type));
      throw new DynamoDbError(type, answer.status, {
        message,
        $metadata: { httpStatusCode: answer.status, requestId: answer.requestId },
        CancellationReasons: parsed.CancellationReasons as CancellationReason[] | undefined,
        Item: parsed.Item as DynamoDbErrorFields['Item'],
      });
    }
    return parsed;
  };
};

export type DynamoWire = ReturnType<typeof dynamoWire>;
