import { AsyncLocalStorage } from 'node:async_hooks';

/**
 * What the running route may do, as the route table declares it. In AWS, IAM enforces this (the
 * CDK stack grants exactly it); the local gateway runs every handler inside `routeGrants.run()`
 * and the checks below refuse the same calls, so a missing declaration fails locally first.
 * Outside a route (AWS, workers, tests calling services) nothing is checked here.
 */

/** What a function may do with the table. */
export type TableAccess = 'read' | 'readwrite';

export interface RouteGrants {
  table: TableAccess;
  /** Queues it may send to. */
  sends: readonly string[];
  /** Whether it may send email (SES). */
  emails?: boolean;
}

export const routeGrants = new AsyncLocalStorage<RouteGrants>();

/**
 * Key prefix a read-only function may still update and delete: signed-in reads refresh the
 * session's idle deadline and drop an expired session (IAM: dynamodb:LeadingKeys).
 */
export const SESSION_KEY_PREFIX = 'SESSION#';

const READ_COMMANDS = new Set(['GetItem', 'BatchGetItem', 'Query', 'TransactGetItems']);
const SESSION_WRITES = new Set(['UpdateItem', 'DeleteItem']);

export const assertMaySend = (queue: string): void => {
  const granted = routeGrants.getStore();
  if (granted && !granted.sends.includes(queue)) {
    throw new Error(`This route may not send to queue ${queue}: add it to the route's "sends"`);
  }
};

export const assertMayEmail = (): void => {
  const granted = routeGrants.getStore();
  if (granted && !granted.emails) {
    throw new Error('This route may not send email: declare `emails: true` in the route table');
  }
};

/** `input.Key.pk`, marshalled ({ S: ... }) or not. */
const partitionKey = (input: unknown): string | undefined => {
  const pk = (input as { Key?: { pk?: unknown } } | undefined)?.Key?.pk;
  if (typeof pk === 'string') return pk;
  const marshalled = (pk as { S?: unknown } | undefined)?.S;
  return typeof marshalled === 'string' ? marshalled : undefined;
};

/** `command` is the DynamoDB operation (GetItem, UpdateItem, ...). */
export const assertMayUseTable = (command: string, input: unknown): void => {
  const granted = routeGrants.getStore();
  if (!granted || granted.table === 'readwrite' || READ_COMMANDS.has(command)) return;
  if (SESSION_WRITES.has(command) && partitionKey(input)?.startsWith(SESSION_KEY_PREFIX)) return;
  throw new Error(
    `This route may only read the table (${command} refused): declare it 'readwrite' in the route table`,
  );
};
