/**
 * The single DynamoDB table, declared once. The CDK stack and the local stack both build the
 * table from this; only repositories know what goes into the key attributes.
 */
export interface IndexDefinition {
  name: string;
  partitionKey: string;
  sortKey: string;
}

export const TABLE = {
  /** Logical id in CDK and the table name on the local stack. */
  logicalName: 'salesflow',
  partitionKey: 'pk',
  sortKey: 'sk',
  /** Epoch seconds; DynamoDB deletes expired sessions and login states by TTL. */
  ttlAttribute: 'expire',
  globalIndexes: [
    { name: 'gsi1', partitionKey: 'gsi1pk', sortKey: 'gsi1sk' },
    { name: 'gsi2', partitionKey: 'gsi2pk', sortKey: 'gsi2sk' },
  ] satisfies IndexDefinition[],
} as const;
