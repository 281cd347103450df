import { marshall, type NativeAttributeValue, unmarshall } from '@aws-sdk/util-dynamodb';
import type { Operation } from './dynamo-commands';

/**
 * Document values to DynamoDB's JSON and back, for each operation we send: the fields
 * `@aws-sdk/lib-dynamodb` converts (keys, items, expression values, start keys), with the same
 * `@aws-sdk/util-dynamodb` functions and options (undefined values removed; numbers as numbers,
 * sets as Sets), so an item reads back exactly as it did through the SDK's document client.
 */
type Json = Record<string, unknown>;
type Values = Record<string, NativeAttributeValue>;

type Attribute = Record<string, unknown>;

/**
 * Binary values travel as base64 text in DynamoDB's JSON (`{ "B": "…" }`, `{ "BS": ["…"] }`), and
 * `marshall`/`unmarshall` leave them as bytes: each attribute is walked, nested maps and lists too.
 */
const mapAttributes = (
  attributes: Record<string, Attribute>,
  binary: (value: unknown) => unknown,
): Record<string, Attribute> => {
  const out: Record<string, Attribute> = {};
  for (const [name, value] of Object.entries(attributes)) out[name] = mapAttribute(value, binary);
  return out;
};

const mapAttribute = (value: Attribute, binary: (value: unknown) => unknown): Attribute => {
  if (value.B !== undefined) return { B: binary(value.B) };
  if (value.BS !== undefined) return { BS: (value.BS as unknown[]).map(binary) };
  if (value.M !== undefined) {
    return { M: mapAttributes(value.M as Record<string, Attribute>, binary) };
  }
  if (value.L !== undefined) {
    return { L: (value.L as Attribute[]).map((entry) => mapAttribute(entry, binary)) };
  }
  return value;
};

const toBase64 = (bytes: unknown) => Buffer.from(bytes as Uint8Array).toString('base64');
const fromBase64 = (text: unknown) => new Uint8Array(Buffer.from(String(text), 'base64'));

const toWire = (value: unknown): unknown =>
  value === undefined
    ? undefined
    : mapAttributes(
        marshall(value as Values, { removeUndefinedValues: true }) as unknown as Record<
          string,
          Attribute
        >,
        toBase64,
      );

const fromWire = (value: unknown): Json | undefined =>
  value === undefined || value === null
    ? undefined
    : unmarshall(mapAttributes(value as Record<string, Attribute>, fromBase64) as never);

/** A copy of `input` with the named fields (when present) converted. */
const converted = (input: Json, fields: readonly string[], convert: (v: unknown) => unknown) => {
  const out: Json = { ...input };
  for (const field of fields) if (out[field] !== undefined) out[field] = convert(out[field]);
  return out;
};

const ITEM_FIELDS = ['Key', 'Item', 'ExpressionAttributeValues', 'ExclusiveStartKey'] as const;
const TRANSACT_PARTS = ['Put', 'Update', 'Delete', 'ConditionCheck', 'Get'] as const;

const transactItemsToWire = (items: Json[]): Json[] =>
  items.map((entry) => {
    const out: Json = {};
    for (const [part, body] of Object.entries(entry)) {
      out[part] =
        (TRANSACT_PARTS as readonly string[]).includes(part) && body
          ? converted(body as Json, ITEM_FIELDS, toWire)
          : body;
    }
    return out;
  });

const writeRequestsToWire = (requests: Json[]): Json[] =>
  requests.map((request) => {
    const put = request.PutRequest as Json | undefined;
    const del = request.DeleteRequest as Json | undefined;
    return {
      ...(put ? { PutRequest: { Item: toWire(put.Item) } } : {}),
      ...(del ? { DeleteRequest: { Key: toWire(del.Key) } } : {}),
    };
  });

const writeRequestsFromWire = (requests: Json[]): Json[] =>
  requests.map((request) => {
    const put = request.PutRequest as Json | undefined;
    const del = request.DeleteRequest as Json | undefined;
    return {
      ...(put ? { PutRequest: { Item: fromWire(put.Item) } } : {}),
      ...(del ? { DeleteRequest: { Key: fromWire(del.Key) } } : {}),
    };
  });

const perTable = (tables: unknown, convert: (value: never) => unknown): Json | undefined => {
  if (!tables) return undefined;
  return Object.fromEntries(
    Object.entries(tables as Json).map(([table, value]) => [table, convert(value as never)]),
  );
};

const keysAndAttributes = (value: Json, convert: (v: unknown) => unknown): Json => ({
  ...value,
  Keys: ((value.Keys as unknown[]) ?? []).map(convert),
});

/** The request DynamoDB takes for `operation`, from the document command's input. */
export const inputToWire = (operation: Operation, input: Json): Json => {
  switch (operation) {
    case 'TransactWriteItems':
    case 'TransactGetItems':
      return { ...input, TransactItems: transactItemsToWire(input.TransactItems as Json[]) };
    case 'BatchWriteItem':
      return {
        ...input,
        RequestItems: perTable(input.RequestItems, (requests: Json[]) =>
          writeRequestsToWire(requests),
        ),
      };
    case 'BatchGetItem':
      return {
        ...input,
        RequestItems: perTable(input.RequestItems, (value: Json) =>
          keysAndAttributes(value, toWire),
        ),
      };
    default:
      return converted(input, ITEM_FIELDS, toWire);
  }
};

/** The document command's output, from DynamoDB's answer to `operation`. */
export const outputFromWire = (operation: Operation, output: Json): Json => {
  switch (operation) {
    case 'GetItem':
      return converted(output, ['Item'], fromWire);
    case 'PutItem':
    case 'UpdateItem':
    case 'DeleteItem':
      return converted(output, ['Attributes'], fromWire);
    case 'Query':
    case 'Scan':
      return {
        ...converted(output, ['LastEvaluatedKey'], fromWire),
        ...(output.Items ? { Items: (output.Items as unknown[]).map(fromWire) } : {}),
      };
    case 'BatchGetItem':
      return {
        ...output,
        Responses: perTable(output.Responses, (items: unknown[]) => items.map(fromWire)),
        UnprocessedKeys: perTable(output.UnprocessedKeys, (value: Json) =>
          keysAndAttributes(value, fromWire),
        ),
      };
    case 'BatchWriteItem':
      return {
        ...output,
        UnprocessedItems: perTable(output.UnprocessedItems, (requests: Json[]) =>
          writeRequestsFromWire(requests),
        ),
      };
    case 'TransactGetItems':
      return {
        ...output,
        Responses: ((output.Responses as Json[] | undefined) ?? []).map((response) =>
          converted(response, ['Item'], fromWire),
        ),
      };
    default:
      return output;
  }
};
