import type { AttributeValue } from '@aws-sdk/client-dynamodb';
import type {
  BatchGetCommandInput,
  BatchGetCommandOutput,
  BatchWriteCommandInput,
  BatchWriteCommandOutput,
  DeleteCommandInput,
  DeleteCommandOutput,
  GetCommandInput,
  GetCommandOutput,
  PutCommandInput,
  PutCommandOutput,
  QueryCommandInput,
  QueryCommandOutput,
  ScanCommandInput,
  ScanCommandOutput,
  TransactGetCommandInput,
  TransactGetCommandOutput,
  TransactWriteCommandInput,
  TransactWriteCommandOutput,
  UpdateCommandInput,
  UpdateCommandOutput,
} from '@aws-sdk/lib-dynamodb';

/**
 * The document commands our repositories send through `db()` (dynamo-client.ts): the same names,
 * inputs and outputs as `@aws-sdk/lib-dynamodb`'s (its types are reused, so the code reads as it
 * did), carried by our own light client (dynamo-json.ts) instead of the SDK's. Only the types come
 * from the SDK, so no function bundle holds the DynamoDB client any more.
 */
export type Operation =
  | 'GetItem'
  | 'PutItem'
  | 'UpdateItem'
  | 'DeleteItem'
  | 'Query'
  | 'Scan'
  | 'BatchGetItem'
  | 'BatchWriteItem'
  | 'TransactWriteItems'
  | 'TransactGetItems';

export abstract class DocumentCommand<I extends object, O extends object> {
  abstract readonly operation: Operation;
  /** Never set: carries the output's type to `send`. */
  declare readonly output?: O;
  constructor(readonly input: I) {}
}

export class GetCommand extends DocumentCommand<GetCommandInput, GetCommandOutput> {
  readonly operation = 'GetItem';
}
export class PutCommand extends DocumentCommand<PutCommandInput, PutCommandOutput> {
  readonly operation = 'PutItem';
}
export class UpdateCommand extends DocumentCommand<UpdateCommandInput, UpdateCommandOutput> {
  readonly operation = 'UpdateItem';
}
export class DeleteCommand extends DocumentCommand<DeleteCommandInput, DeleteCommandOutput> {
  readonly operation = 'DeleteItem';
}
export class QueryCommand extends DocumentCommand<QueryCommandInput, QueryCommandOutput> {
  readonly operation = 'Query';
}
export class ScanCommand extends DocumentCommand<ScanCommandInput, ScanCommandOutput> {
  readonly operation = 'Scan';
}
export class BatchGetCommand extends DocumentCommand<BatchGetCommandInput, BatchGetCommandOutput> {
  readonly operation = 'BatchGetItem';
}
export class BatchWriteCommand extends DocumentCommand<
  BatchWriteCommandInput,
  BatchWriteCommandOutput
> {
  readonly operation = 'BatchWriteItem';
}
export class TransactWriteCommand extends DocumentCommand<
  TransactWriteCommandInput,
  TransactWriteCommandOutput
> {
  readonly operation = 'TransactWriteItems';
}
export class TransactGetCommand extends DocumentCommand<
  TransactGetCommandInput,
  TransactGetCommandOutput
> {
  readonly operation = 'TransactGetItems';
}

export type {
  BatchGetCommandInput,
  BatchWriteCommandInput,
  DeleteCommandInput,
  GetCommandInput,
  PutCommandInput,
  QueryCommandInput,
  QueryCommandOutput,
  ScanCommandInput,
  TransactWriteCommandInput,
  UpdateCommandInput,
};

/** One reason per item of a cancelled transaction, as DynamoDB gives them (items as on the wire). */
export interface CancellationReason {
  Code?: string;
  Message?: string;
  Item?: Record<string, AttributeValue>;
}

/** What an error answer carries besides its type and message, as the SDK's errors carry it. */
export interface DynamoDbErrorFields {
  message?: string;
  $metadata?: { httpStatusCode?: number; requestId?: string };
  CancellationReasons?: CancellationReason[];
  Item?: Record<string, AttributeValue>;
}

/**
 * An error DynamoDB answered: `name` is its type (`ConditionalCheckFailedException`, ...), with the
 * status in `$metadata` as the SDK's errors carry it (overload.ts reads both), and the answer's
 * other fields (`CancellationReasons`, `Item`) as on the wire, as the SDK's document client left them.
 */
export class DynamoDbError extends Error {
  readonly $metadata: { httpStatusCode?: number; requestId?: string };
  readonly $fault: 'client' | 'server';
  readonly CancellationReasons?: CancellationReason[];
  readonly Item?: Record<string, AttributeValue>;
  constructor(name: string, status: number, fields: DynamoDbErrorFields = {}) {
    super(fields.message ?? name);
    this.name = name;
    this.$metadata = fields.$metadata ?? { httpStatusCode: status };
    this.$fault = status >= 500 ? 'server' : 'client';
    if (fields.CancellationReasons) this.CancellationReasons = fields.CancellationReasons;
    if (fields.Item) this.Item = fields.Item;
  }
}

/**
 * `error instanceof ConditionalCheckFailedException` holds for any error of that name: ours, or one
 * a test builds with the SDK's class.
 */
const byName = (name: string) =>
  class extends DynamoDbError {
    static override [Symbol.hasInstance](value: unknown): boolean {
      return (value as { name?: unknown } | null)?.name === name;
    }
    constructor(fields: DynamoDbErrorFields = {}) {
      super(name, fields.$metadata?.httpStatusCode ?? 400, fields);
    }
  };

export const ConditionalCheckFailedException = byName('ConditionalCheckFailedException');
export const TransactionCanceledException = byName('TransactionCanceledException');
export const ProvisionedThroughputExceededException = byName(
  'ProvisionedThroughputExceededException',
);
