import { IdempotencyConfig, makeIdempotent } from '@aws-lambda-powertools/idempotency';
import { DynamoDBPersistenceLayer } from '@aws-lambda-powertools/idempotency/dynamodb';
import type { AttributeValue } from '@aws-sdk/client-dynamodb';
import type { Context } from 'aws-lambda';
import { dynamoClient, tableName } from '../data/dynamo-client';
import { TABLE } from '../data/table-definition';

/** Idempotency records live in the one table, under their own prefix. */
export const IDEMPOTENCY_KEY_PREFIX = 'IDEMPOTENCY#';

/**
 * Powertools' DynamoDB store, keyed for our table: each record is its own partition
 * (`IDEMPOTENCY#<hash>` / `IDEMPOTENCY`), so a burst of retries spreads over the table instead of
 * the one static partition Powertools uses with a sort key; its expiry is the table's TTL.
 */
class SingleTableStore extends DynamoDBPersistenceLayer {
  protected override getKey(idempotencyKey: string): Record<string, AttributeValue> {
    return {
      [TABLE.partitionKey]: { S: `${IDEMPOTENCY_KEY_PREFIX}${idempotencyKey}` },
      [TABLE.sortKey]: { S: 'IDEMPOTENCY' },
    };
  }
}

let store: SingleTableStore | undefined;
const persistenceStore = () => {
  store ??= new SingleTableStore({
    tableName: tableName(),
    keyAttr: TABLE.partitionKey,
    expiryAttr: TABLE.ttlAttribute,
    awsSdkV3Client: dynamoClient(),
  });
  return store;
};

/**
 * `fn`, answered once per key: a second call with the same key within `expiresAfterSeconds` gets
 * the first call's result without running `fn`. `keyPath` (JMESPath) picks what identifies a call
 * from its argument. A call that throws leaves no record, so a retry runs again; one still in
 * progress makes a concurrent duplicate throw IdempotencyAlreadyInProgressError.
 */
export const idempotent = <A extends object, R extends object>(
  name: string,
  fn: (arg: A) => Promise<R>,
  options: { keyPath: string; expiresAfterSeconds: number },
): ((arg: A, context: Context) => Promise<R>) => {
  const config = new IdempotencyConfig({
    eventKeyJmesPath: options.keyPath,
    expiresAfterSeconds: options.expiresAfterSeconds,
    throwOnNoIdempotencyKey: true,
  });
  let wrapped: ((arg: A) => Promise<R>) | undefined;
  return (arg: A, context: Context) => {
    // A call cut off by the function's timeout leaves its record "in progress" only until then,
    // so the sender's retry runs again instead of waiting out the whole window.
    config.registerLambdaContext(context);
    wrapped ??= makeIdempotent(fn, {
      persistenceStore: persistenceStore(),
      keyPrefix: name,
      config,
    }) as (arg: A) => Promise<R>;
    return wrapped(arg);
  };
};

export {
  IdempotencyAlreadyInProgressError,
  IdempotencyPersistenceLayerError,
} from '@aws-lambda-powertools/idempotency';
