import { db } from '@salesflow/functions/platform/data/dynamo-client';

/**
 * A tap on this test process's DynamoDB client (the one `db()` gives the handlers of an
 * in-process gateway, see in-process-gateway.ts): it records every request sent to DynamoDB Local
 * and can fail the next ones with an error DynamoDB in AWS would send (throttling, a transaction
 * cancelled for a conflict), which DynamoDB Local never does. It sees each attempt on the wire,
 * below the client's retry, where DynamoDB's own answers arrive, so a retry sees the failure as it would see the real one.
 * Only this process's handlers are tapped; the run's local stack is not.
 */
export interface DynamoCall {
  /** GetItem, TransactWriteItems, ... */
  operation: string;
  /** The partition keys it names, shortened to their prefix (`ORG#`, `WHKEY#`, ...). */
  partitions: string[];
  /** The keys it names in full, `pk sk` (items it reads or writes by key). */
  keys: string[];
  /** A Query's partition (its `:pk` value) and index, if any. */
  query?: { pk: string; index?: string };
}

interface Fault {
  left: number;
  error: () => Error;
  when: (operation: string) => boolean;
}

const prefixOf = (pk: unknown) => (typeof pk === 'string' ? pk.replace(/#.*$/, '#') : '?');

const text = (value: unknown) => String((value as { S?: unknown } | undefined)?.S ?? value);

const keysIn = (input: unknown): string[] => {
  const found: string[] = [];
  const walk = (value: unknown, depth: number) => {
    if (!value || typeof value !== 'object' || depth > 8) return;
    const { pk, sk } = value as { pk?: unknown; sk?: unknown };
    if (pk !== undefined) {
      found.push(`${text(pk)} ${text(sk)}`);
      return;
    }
    for (const child of Object.values(value)) walk(child, depth + 1);
  };
  walk(input, 0);
  return found;
};

const NAME = 'testDynamoTap';

export const tapDynamo = () => {
  const calls: DynamoCall[] = [];
  const faults: Fault[] = [];
  const delays: { left: number; ms: number; when: (operation: string) => boolean }[] = [];
  const client = db();
  client.tap(NAME, async (operation, wire, next) => {
    const keys = keysIn(wire);
    const input = wire as {
      IndexName?: string;
      ExpressionAttributeValues?: Record<string, unknown>;
    };
    const queried = input.ExpressionAttributeValues?.[':pk'];
    calls.push({
      operation,
      partitions: keys.map(prefixOf),
      keys,
      ...(operation === 'Query' && queried !== undefined
        ? { query: { pk: text(queried), ...(input.IndexName ? { index: input.IndexName } : {}) } }
        : {}),
    });
    const fault = faults.find((f) => f.left > 0 && f.when(operation));
    if (fault) {
      fault.left -= 1;
      throw fault.error();
    }
    const delay = delays.find((d) => d.left > 0 && d.when(operation));
    if (delay) {
      delay.left -= 1;
      await new Promise((resolve) => setTimeout(resolve, delay.ms));
    }
    return next(wire);
  });
  return {
    calls,
    /** Forgets the calls recorded so far. */
    reset: () => {
      calls.length = 0;
    },
    /** Fails the next `count` requests (of the operations `when` picks) with `error()`. */
    failNext: (
      count: number,
      error: () => Error,
      when: (operation: string) => boolean = () => true,
    ) => faults.push({ left: count, error, when }),
    /** Holds the next `count` requests (of the operations `when` picks) `ms` before they go. */
    delayNext: (count: number, ms: number, when: (operation: string) => boolean = () => true) =>
      delays.push({ left: count, ms, when }),
    /** Fails nothing more. */
    heal: () => {
      faults.length = 0;
      delays.length = 0;
    },
    stop: () => {
      faults.length = 0;
      delays.length = 0;
      client.untap(NAME);
    },
  };
};

export type DynamoTap = ReturnType<typeof tapDynamo>;
