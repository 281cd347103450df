/**
 * The single DynamoDB table, declared once. The CDK stack and the local stack both build the
 * table from this; only entities and repositories know what goes into the key attributes.
 */
export interface IndexDefinition {
  name: string;
  partitionKey: string;
  sortKey: string;
}

/** The global indexes, by name: repositories query `INDEXES.gsi1.name` on its attributes. */
export const INDEXES = {
  gsi1: { name: 'gsi1', partitionKey: 'gsi1pk', sortKey: 'gsi1sk' },
  gsi2: { name: 'gsi2', partitionKey: 'gsi2pk', sortKey: 'gsi2sk' },
  gsi3: { name: 'gsi3', partitionKey: 'gsi3pk', sortKey: 'gsi3sk' },
} as const satisfies Record<string, IndexDefinition>;

export const TABLE = {
  /** Logical id in CDK and the table name on the local stack. */
  logicalName: 'salesflow',
  partitionKey: 'pk',
  sortKey: 'sk',
  /** Epoch seconds; DynamoDB deletes expired sessions and login states by TTL. */
  ttlAttribute: 'expire',
  globalIndexes: Object.values(INDEXES) as IndexDefinition[],
  /**
   * Every change of an item, with its old and new image, for the projectors (platform/projectors.ts)
   * that keep the data derived from it: DynamoDB Streams in AWS, DynamoDB Local's locally.
   */
  streamViewType: 'NEW_AND_OLD_IMAGES',
} as const;
