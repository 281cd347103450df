import { describe, expect, it } from 'vitest';
import { inputToWire, outputFromWire } from './dynamo-wire';

describe('document values on the wire', () => {
  it('marshals the fields each operation carries, bytes as base64', () => {
    expect(
      inputToWire('PutItem', {
        TableName: 't',
        Item: { pk: 'a', n: 1, pcm: Buffer.from([1, 2, 3]), list: [{ b: Buffer.from([4]) }] },
        ConditionExpression: 'attribute_not_exists(pk)',
      }),
    ).toEqual({
      TableName: 't',
      Item: {
        pk: { S: 'a' },
        n: { N: '1' },
        pcm: { B: 'AQID' },
        list: { L: [{ M: { b: { B: 'BA==' } } }] },
      },
      ConditionExpression: 'attribute_not_exists(pk)',
    });
    expect(
      inputToWire('TransactWriteItems', {
        TransactItems: [
          { Put: { TableName: 't', Item: { pk: 'a' } } },
          {
            Update: {
              TableName: 't',
              Key: { pk: 'b' },
              UpdateExpression: 'ADD c :one',
              ExpressionAttributeValues: { ':one': 1 },
            },
          },
        ],
      }),
    ).toEqual({
      TransactItems: [
        { Put: { TableName: 't', Item: { pk: { S: 'a' } } } },
        {
          Update: {
            TableName: 't',
            Key: { pk: { S: 'b' } },
            UpdateExpression: 'ADD c :one',
            ExpressionAttributeValues: { ':one': { N: '1' } },
          },
        },
      ],
    });
    expect(
      inputToWire('BatchWriteItem', {
        RequestItems: {
          t: [{ PutRequest: { Item: { pk: 'a' } } }, { DeleteRequest: { Key: { pk: 'b' } } }],
        },
      }),
    ).toEqual({
      RequestItems: {
        t: [
          { PutRequest: { Item: { pk: { S: 'a' } } } },
          { DeleteRequest: { Key: { pk: { S: 'b' } } } },
        ],
      },
    });
  });

  it('unmarshals what each operation answers, bytes back as bytes', () => {
    const query = outputFromWire('Query', {
      Items: [{ pk: { S: 'a' }, pcm: { B: 'AQID' }, tags: { SS: ['x', 'y'] } }],
      LastEvaluatedKey: { pk: { S: 'a' } },
      Count: 1,
    });
    expect(query.Count).toBe(1);
    expect(query.LastEvaluatedKey).toEqual({ pk: 'a' });
    const [item] = query.Items as Record<string, unknown>[];
    expect(item?.tags).toEqual(new Set(['x', 'y']));
    expect(Array.from(item?.pcm as Uint8Array)).toEqual([1, 2, 3]);
    expect(
      outputFromWire('BatchGetItem', {
        Responses: { t: [{ pk: { S: 'a' } }] },
        UnprocessedKeys: { t: { Keys: [{ pk: { S: 'b' } }] } },
      }),
    ).toEqual({ Responses: { t: [{ pk: 'a' }] }, UnprocessedKeys: { t: { Keys: [{ pk: 'b' }] } } });
    expect(
      outputFromWire('BatchWriteItem', {
        UnprocessedItems: { t: [{ PutRequest: { Item: { pk: { S: 'a' } } } }] },
      }),
    ).toEqual({ UnprocessedItems: { t: [{ PutRequest: { Item: { pk: 'a' } } }] } });
    expect(outputFromWire('GetItem', {})).toEqual({});
  });
});
