import { randomUUID } from 'node:crypto';
import { db } from '@salesflow/functions/platform/data/dynamo-client';
import {
  BatchGetCommand,
  BatchWriteCommand,
  ConditionalCheckFailedException,
  DeleteCommand,
  GetCommand,
  PutCommand,
  QueryCommand,
  TransactGetCommand,
  TransactionCanceledException,
  TransactWriteCommand,
  UpdateCommand,
} from '@salesflow/functions/platform/data/dynamo-commands';
import { dynamoWire } from '@salesflow/functions/platform/data/dynamo-json';
import { isOverload } from '@salesflow/functions/platform/overload';
import { beforeAll, describe, expect, inject, it } from 'vitest';

/**
 * Our light DynamoDB client (platform/data/dynamo-json.ts) against DynamoDB Local: each document
 * command gives back what it wrote, in the types it was written in, and DynamoDB's refusals
 * arrive as the errors the repositories look for.
 */
describe('the DynamoDB client every module uses', () => {
  beforeAll(() => {
    process.env.DYNAMODB_ENDPOINT = inject('dynamoEndpoint');
    process.env.TABLE_NAME = inject('tableName');
  });
  const TableName = () => inject('tableName');
  const partition = () => `CLIENTTEST#${randomUUID()}`;

  it('writes and reads back strings, numbers, lists, maps, sets, booleans, nulls and bytes as they were', async () => {
    const pk = partition();
    const item = {
      pk,
      sk: 'A',
      name: 'Ananya Iyer',
      score: 42,
      ratio: 0.25,
      tags: ['hot', 'pune'],
      address: { city: 'Pune', pin: 411001, lines: ['1 MG Road'] },
      seen: new Set(['web', 'call']),
      active: true,
      gone: null,
      absent: undefined,
      audio: Buffer.from([0, 1, 2, 255, 254]),
    };
    await db().send(new PutCommand({ TableName: TableName(), Item: item }));
    const { Item } = await db().send(
      new GetCommand({ TableName: TableName(), Key: { pk, sk: 'A' } }),
    );
    const { absent: _absent, audio, ...stored } = item;
    expect(Item).toMatchObject(stored);
    expect(Item?.seen).toBeInstanceOf(Set);
    // Bytes travel as base64 on the wire and come back as bytes, as the SDK gives them.
    expect(Item?.audio).toBeInstanceOf(Uint8Array);
    expect(Buffer.from(Item?.audio as Uint8Array).equals(audio)).toBe(true);

    const updated = await db().send(
      new UpdateCommand({
        TableName: TableName(),
        Key: { pk, sk: 'A' },
        UpdateExpression: 'ADD score :one SET #n = :name',
        ExpressionAttributeNames: { '#n': 'name' },
        ExpressionAttributeValues: { ':one': 1, ':name': 'Ananya I.' },
        ReturnValues: 'ALL_NEW',
      }),
    );
    expect(updated.Attributes).toMatchObject({ score: 43, name: 'Ananya I.' });
  });

  it('pages a query with the key it was given back, and deletes', async () => {
    const pk = partition();
    for (let i = 0; i < 5; i += 1) {
      await db().send(new PutCommand({ TableName: TableName(), Item: { pk, sk: `S#${i}`, i } }));
    }
    const seen: number[] = [];
    let start: Record<string, unknown> | undefined;
    for (let page = 0; page < 5; page += 1) {
      const out = await db().send(
        new QueryCommand({
          TableName: TableName(),
          KeyConditionExpression: 'pk = :pk',
          ExpressionAttributeValues: { ':pk': pk },
          Limit: 2,
          ExclusiveStartKey: start,
        }),
      );
      seen.push(...(out.Items ?? []).map((item) => item.i as number));
      start = out.LastEvaluatedKey;
      if (!start) break;
    }
    expect(seen).toEqual([0, 1, 2, 3, 4]);
    await db().send(new DeleteCommand({ TableName: TableName(), Key: { pk, sk: 'S#0' } }));
    const gone = await db().send(
      new GetCommand({ TableName: TableName(), Key: { pk, sk: 'S#0' }, ConsistentRead: true }),
    );
    expect(gone.Item).toBeUndefined();
  });

  it('writes and reads in batches and transactions', async () => {
    const pk = partition();
    await db().send(
      new BatchWriteCommand({
        RequestItems: {
          [TableName()]: [1, 2, 3].map((n) => ({ PutRequest: { Item: { pk, sk: `B#${n}`, n } } })),
        },
      }),
    );
    const batch = await db().send(
      new BatchGetCommand({
        RequestItems: { [TableName()]: { Keys: [1, 2, 3, 4].map((n) => ({ pk, sk: `B#${n}` })) } },
      }),
    );
    expect((batch.Responses?.[TableName()] ?? []).map((item) => item.n).sort()).toEqual([1, 2, 3]);

    await db().send(
      new TransactWriteCommand({
        TransactItems: [
          { Put: { TableName: TableName(), Item: { pk, sk: 'T#1', n: 1 } } },
          {
            Update: {
              TableName: TableName(),
              Key: { pk, sk: 'B#1' },
              UpdateExpression: 'SET n = :n',
              ExpressionAttributeValues: { ':n': 10 },
            },
          },
        ],
      }),
    );
    const both = await db().send(
      new TransactGetCommand({
        TransactItems: [
          { Get: { TableName: TableName(), Key: { pk, sk: 'T#1' } } },
          { Get: { TableName: TableName(), Key: { pk, sk: 'B#1' } } },
        ],
      }),
    );
    expect(both.Responses?.map((response) => response.Item?.n)).toEqual([1, 10]);
  });

  it('throws the errors the repositories look for, with what DynamoDB said', async () => {
    const pk = partition();
    await db().send(new PutCommand({ TableName: TableName(), Item: { pk, sk: 'C', v: 1 } }));
    const failed = await db()
      .send(
        new PutCommand({
          TableName: TableName(),
          Item: { pk, sk: 'C', v: 2 },
          ConditionExpression: 'attribute_not_exists(pk)',
        }),
      )
      .catch((error: unknown) => error);
    expect(failed).toBeInstanceOf(ConditionalCheckFailedException);
    expect((failed as Error).name).toBe('ConditionalCheckFailedException');
    expect(isOverload(failed)).toBe(false);

    const cancelled = await db()
      .send(
        new TransactWriteCommand({
          TransactItems: [
            { Put: { TableName: TableName(), Item: { pk, sk: 'D', v: 1 } } },
            {
              ConditionCheck: {
                TableName: TableName(),
                Key: { pk, sk: 'C' },
                ConditionExpression: 'v = :two',
                ExpressionAttributeValues: { ':two': 2 },
                ReturnValuesOnConditionCheckFailure: 'ALL_OLD',
              },
            },
          ],
        }),
      )
      .catch((error: unknown) => error);
    expect(cancelled).toBeInstanceOf(TransactionCanceledException);
    const reasons = (cancelled as InstanceType<typeof TransactionCanceledException>)
      .CancellationReasons;
    expect(reasons?.map((reason) => reason.Code)).toEqual(['None', 'ConditionalCheckFailed']);
    // As the SDK's document client left it: the item as on the wire.
    expect(reasons?.[1]?.Item?.v).toEqual({ N: '1' });
    const notWritten = await db().send(
      new GetCommand({ TableName: TableName(), Key: { pk, sk: 'D' }, ConsistentRead: true }),
    );
    expect(notWritten.Item).toBeUndefined();

    const invalid = await db()
      .send(new GetCommand({ TableName: 'no such table!', Key: { pk, sk: 'C' } }))
      .catch((error: unknown) => error);
    expect((invalid as Error).name).toBe('ValidationException');
    expect((invalid as { $metadata: { httpStatusCode: number } }).$metadata.httpStatusCode).toBe(
      400,
    );
  });

  it('counts a refused connection as overload, which is retried and then answered 503', async () => {
    const wire = dynamoWire({
      endpoint: 'http://127.0.0.1:9',
      region: 'ap-south-1',
      credentials: { accessKeyId: 'local', secretAccessKey: 'local' },
    });
    const error = await wire('GetItem', { TableName: TableName() }).catch((e: unknown) => e);
    expect((error as { code?: string }).code).toBe('ECONNREFUSED');
    expect(isOverload(error)).toBe(true);
  });
});
