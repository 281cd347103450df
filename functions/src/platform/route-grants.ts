import { AsyncLocalStorage } from 'node:async_hooks';

/**
 * What the running route may do, as the route table declares it. In AWS, IAM enforces this (the
 * CDK stack grants exactly it); the local gateway runs every handler inside `routeGrants.run()`,
 * as the local poller and schedule runner do each worker and schedule, and the checks below
 * refuse the same calls, so a missing declaration fails locally first. Outside them (AWS, tests
 * calling services) nothing is checked here.
 */

/** What a function may do with the table. */
export type TableAccess = 'read' | 'readwrite';

export interface RouteGrants {
  table: TableAccess;
  /** Queues it may send to. */
  sends: readonly string[];
  /** Whether it may send email (SES). */
  emails?: boolean;
  /** Whether it may read and create SES email identities (an organization's sending address). */
  emailIdentities?: boolean;
  /** What it may do with the uploads bucket (import files): nothing unless it says so. */
  uploads?: UploadsAccess;
  /** What it may do with provider secrets (platform/secrets): nothing unless it says so. */
  secrets?: SecretsAccess;
  /** Whether it may post to or close WebSocket connections (platform/ws/connections.ts). */
  postsToConnections?: boolean;
}

/**
 * Provider secrets: `read` opens them (KMS Decrypt), `write` seals new ones (KMS
 * GenerateDataKey). Reading the masked settings needs neither.
 */
export type SecretsAccess = 'read' | 'write' | 'readwrite';

/**
 * Reading objects of the uploads bucket, presigning a PUT into it, deleting objects (training
 * files taken back), or a mix of them.
 */
export type UploadsAccess = 'read' | 'write' | 'readwrite' | 'delete' | 'readdelete';

export const routeGrants = new AsyncLocalStorage<RouteGrants>();

/**
 * What a queue's worker or a schedule may do, as the module's <area>.queues.ts declares it: the table, and
 * only the queues and email it names. The local stack runs them inside `routeGrants.run()` too.
 */
export const backgroundGrants = (declared: {
  sends?: readonly string[];
  emails?: boolean;
  uploads?: UploadsAccess;
  secrets?: SecretsAccess;
}): RouteGrants => ({
  table: 'readwrite',
  sends: declared.sends ?? [],
  emails: declared.emails ?? false,
  ...(declared.uploads ? { uploads: declared.uploads } : {}),
  ...(declared.secrets ? { secrets: declared.secrets } : {}),
});

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
    throw new Error(
      `This route may not send to queue ${queue}: add it to the route's "sends" (or its queue's or schedule's in <area>.queues.ts)`,
    );
  }
};

export const assertMayEmail = (): void => {
  const granted = routeGrants.getStore();
  if (granted && !granted.emails) {
    throw new Error(
      'This route may not send email: declare `emails: true` in the route table (or on its queue or schedule in <area>.queues.ts)',
    );
  }
};

export const assertMayManageEmailIdentities = (): void => {
  const granted = routeGrants.getStore();
  if (granted && !granted.emailIdentities) {
    throw new Error(
      'This route may not read or create SES email identities: declare `emailIdentities: true` in the route table',
    );
  }
};

export const assertMayUseUploads = (need: 'read' | 'write' | 'delete'): void => {
  const granted = routeGrants.getStore();
  if (granted && !granted.uploads?.includes(need)) {
    throw new Error(
      `This route may not ${need} the uploads bucket: declare \`uploads\` in the route table (or on its queue in <area>.queues.ts)`,
    );
  }
};

export const assertMayUseSecrets = (need: 'read' | 'write'): void => {
  const granted = routeGrants.getStore();
  if (granted && !granted.secrets?.includes(need)) {
    throw new Error(
      `This route may not ${need === 'read' ? 'decrypt' : 'encrypt'} provider secrets: declare \`secrets\` in the route table`,
    );
  }
};

export const assertMayPostToConnections = (): void => {
  const granted = routeGrants.getStore();
  if (granted && !granted.postsToConnections) {
    throw new Error(
      'This route may not post to WebSocket connections: declare `postsToConnections: true` in its row of `socketRoutes`',
    );
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
