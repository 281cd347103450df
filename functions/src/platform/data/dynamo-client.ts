import { config } from '../config';
import { assertMayUseTable } from '../route-grants';
import type { DocumentCommand, Operation } from './dynamo-commands';
import { type DynamoWire, dynamoWire, type WireBody } from './dynamo-json';
import { inputToWire, outputFromWire } from './dynamo-wire';
import { withOverloadRetry } from './retry';

/**
 * A look at (or a hand in) each attempt of a call, as sent on the wire: tests inject faults and
 * count calls with it (test/support/dynamo-tap.ts), the benchmarks record the keys written.
 */
export type WireTap = (
  operation: Operation,
  input: WireBody,
  next: (input: WireBody) => Promise<WireBody>,
) => Promise<WireBody>;

export interface DocumentClient {
  send<I extends object, O extends object>(command: DocumentCommand<I, O>): Promise<O>;
  /** Adds a tap by name (the newest runs first); `untap` takes it away. */
  tap(name: string, tap: WireTap): void;
  untap(name: string): void;
}

const createClient = (): DocumentClient => {
  const endpoint = config.dynamoEndpoint;
  const region = process.env.AWS_REGION ?? process.env.AWS_DEFAULT_REGION ?? 'ap-south-1';
  const wire: DynamoWire = dynamoWire({
    endpoint: endpoint ?? process.env.AWS_ENDPOINT_URL_DYNAMODB ?? process.env.AWS_ENDPOINT_URL,
    region,
    ...(endpoint ? { credentials: { accessKeyId: 'local', secretAccessKey: 'local' } } : {}),
  });
  const taps: { name: string; tap: WireTap }[] = [];

  const attempt = (operation: Operation, input: WireBody): Promise<WireBody> => {
    const through = (index: number, current: WireBody): Promise<WireBody> => {
      const entry = taps[index];
      return entry
        ? entry.tap(operation, current, (next) => through(index + 1, next))
        : wire(operation, current);
    };
    return through(0, input);
  };

  return {
    async send<I extends object, O extends object>(command: DocumentCommand<I, O>) {
      const { operation } = command;
      // The local gateway's stand-in for IAM: a read-only route's writes are refused (route-grants).
      assertMayUseTable(operation, command.input);
      const request = inputToWire(operation, command.input as WireBody);
      // One retry, ours (retry.ts): throttling, conflicts and timeouts, each attempt signed afresh.
      const answer = await withOverloadRetry(operation, request, (input) =>
        attempt(operation, input as WireBody),
      );
      return outputFromWire(operation, answer) as O;
    },
    tap(name, tap) {
      taps.unshift({ name, tap });
    },
    untap(name) {
      const index = taps.findIndex((entry) => entry.name === name);
      if (index >= 0) taps.splice(index, 1);
    },
  };
};

let client: DocumentClient | undefined;

/** One client per process (per Lambda container), created on first use. */
export const db = (): DocumentClient => {
  client ??= createClient();
  return client;
};

export const tableName = (): string => config.tableName;
