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

/** A command class for `operation`, taking `I` and answering `O`. */
const commandFor = <I extends object, O extends object>(operation: Operation) =>
  class extends DocumentCommand<I, O> {
    readonly operation = operation;
  };

export class GetCommand extends commandFor<GetCommandInput, GetCommandOutput>('GetItem') {}
export class PutCommand extends commandFor<PutCommandInput, PutCommandOutput>('PutItem') {}
export class UpdateCommand extends commandFor<UpdateCommandInput, UpdateCommandOutput>(
  'UpdateItem',
) {}
export class DeleteCommand extends commandFor<DeleteCommandInput, DeleteCommandOutput>(
  'DeleteItem',
) {}
export class QueryCommand extends commandFor<QueryCommandInput, QueryCommandOutput>('Query') {}
export class ScanCommand extends commandFor<ScanCommandInput, ScanCommandOutput>('Scan') {}
export class BatchGetCommand extends commandFor<BatchGetCommandInput, BatchGetCommandOutput>(
  'BatchGetItem',
) {}
export class BatchWriteCommand extends commandFor<BatchWriteCommandInput, BatchWriteCommandOutput>(
  'BatchWriteItem',
) {}
export class TransactWriteCommand extends commandFor<
  TransactWriteCommandInput,
  TransactWriteCommandOutput
>('TransactWriteItems') {}
export class TransactGetCommand extends commandFor<
  TransactGetCommandInput,
  TransactGetCommandOutput
>('TransactGetItems') {}

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
