import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { config } from '../config';
import { assertMayUseTable } from '../route-grants';
import { addOverloadRetry } from './retry';

let documentClient: DynamoDBDocumentClient | undefined;
let baseClient: DynamoDBClient | undefined;

/** One document client per process (per Lambda container), created on first use. */
export const db = (): DynamoDBDocumentClient => {
  if (!documentClient) {
    const endpoint = config.dynamoEndpoint;
    const base = new DynamoDBClient({
      ...(endpoint
        ? {
            endpoint,
            region: process.env.AWS_REGION ?? 'ap-south-1',
            credentials: { accessKeyId: 'local', secretAccessKey: 'local' },
          }
        : {}),
      // One retry, ours (retry.ts): it also retries transaction conflicts, which the SDK's does not.
      maxAttempts: 1,
    });
    addOverloadRetry(base);
    // The local gateway's stand-in for IAM: a read-only route's writes are refused (route-grants).
    base.middlewareStack.add(
      (next, context) => async (args) => {
        assertMayUseTable(context.commandName?.replace(/Command$/, '') ?? '', args.input);
        return next(args);
      },
      { step: 'initialize', name: 'routeGrants' },
    );
    baseClient = base;
    documentClient = DynamoDBDocumentClient.from(base, {
      marshallOptions: { removeUndefinedValues: true },
    });
  }
  return documentClient;
};

export const tableName = (): string => config.tableName;

/** The low-level client under `db()`, for libraries that marshal items themselves (idempotency). */
export const dynamoClient = (): DynamoDBClient => {
  db();
  return baseClient as DynamoDBClient;
};
