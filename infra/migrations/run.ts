import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { runPendingMigrations } from './migration-runner';
import { migrations } from './migrations';

/**
 * `TABLE_NAME=<the stack's TableName output> npm run migrate`, with AWS credentials and region in
 * the environment, after `cdk deploy`: runs what this table has not had yet. The local stack runs
 * them itself when it starts.
 */
const table = process.env.TABLE_NAME;
if (!table) {
  console.error('Set TABLE_NAME to the table to migrate (the stack prints it as TableName).');
  process.exit(1);
}
const endpoint = process.env.DYNAMODB_ENDPOINT;
const doc = DynamoDBDocumentClient.from(new DynamoDBClient(endpoint ? { endpoint } : {}), {
  marshallOptions: { removeUndefinedValues: true },
});
runPendingMigrations({ doc, table, log: (line) => console.log(line) }, migrations)
  .then((ran) => console.log(ran.length ? `done: ${ran.join(', ')}` : 'nothing to do'))
  .catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
