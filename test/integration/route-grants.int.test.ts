import { db } from '@salesflow/functions/platform/data/dynamo-client';
import {
  GetCommand,
  PutCommand,
  UpdateCommand,
} from '@salesflow/functions/platform/data/dynamo-commands';
import { routeGrants } from '@salesflow/functions/platform/route-grants';
import { beforeAll, describe, expect, inject, it } from 'vitest';

/** The local stand-in for IAM, through the same client the handlers use, on DynamoDB Local. */
describe('a read-only route on the local stack', () => {
  beforeAll(() => {
    process.env.DYNAMODB_ENDPOINT = inject('dynamoEndpoint');
    process.env.TABLE_NAME = inject('tableName');
  });
  const table = () => inject('tableName');
  const key = (pk: string) => ({ pk, sk: 'GRANT-TEST' });
  const touch = (pk: string) =>
    db().send(
      new UpdateCommand({
        TableName: table(),
        Key: key(pk),
        UpdateExpression: 'SET touched = :t',
        ExpressionAttributeValues: { ':t': Date.now() },
      }),
    );

  it('reads, and updates its session, but no other item', async () => {
    await routeGrants.run({ table: 'read', sends: [] }, async () => {
      await expect(
        db().send(new GetCommand({ TableName: table(), Key: key('ORG#x') })),
      ).resolves.toBeTruthy();
      await expect(touch('SESSION#grant-test')).resolves.toBeTruthy();
      await expect(touch('ORG#grant-test#STATS')).rejects.toThrow(/UpdateItem refused/);
      await expect(
        db().send(new PutCommand({ TableName: table(), Item: key('ORG#grant-test') })),
      ).rejects.toThrow(/PutItem refused/);
    });
    const stored = await db().send(
      new GetCommand({ TableName: table(), Key: key('ORG#grant-test#STATS') }),
    );
    expect(stored.Item).toBeUndefined();
  });

  it('writes freely in a read-write route', async () => {
    await routeGrants.run({ table: 'readwrite', sends: [] }, () => touch('ORG#grant-test#RW'));
  });
});
