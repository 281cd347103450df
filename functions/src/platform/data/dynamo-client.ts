import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { config } from '../config';

let documentClient: DynamoDBDocumentClient | undefined;

/** One document client per process (per Lambda container), created on first use. */
export const db = (): DynamoDBDocumentClient => {
  if (!documentClient) {
    const endpoint = config.dynamoEndpoint;
    const base = new DynamoDBClient(
      endpoint
        ? {
            endpoint,
            region: process.env.AWS_REGION ?? 'ap-south-1',
            credentials: { accessKeyId: 'local', secretAccessKey: 'local' },
          }
        : {},
    );
    documentClient = DynamoDBDocumentClient.from(base, {
      marshallOptions: { removeUndefinedValues: true },
    });
  }
  return documentClient;
};

export const tableName = (): string => config.tableName;
