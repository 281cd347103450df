import { TABLE } from '@salesflow/functions/platform/data/table-definition';
import { RemovalPolicy } from 'aws-cdk-lib';
import {
  AttributeType,
  BillingMode,
  ProjectionType,
  StreamViewType,
  Table,
} from 'aws-cdk-lib/aws-dynamodb';
import type { Construct } from 'constructs';

/** The single table, built from the same declaration the local stack reads. Never deleted. */
export const createDataTable = (scope: Construct): Table => {
  const table = new Table(scope, TABLE.logicalName, {
    partitionKey: { name: TABLE.partitionKey, type: AttributeType.STRING },
    sortKey: { name: TABLE.sortKey, type: AttributeType.STRING },
    billingMode: BillingMode.PAY_PER_REQUEST,
    pointInTimeRecoverySpecification: { pointInTimeRecoveryEnabled: true },
    timeToLiveAttribute: TABLE.ttlAttribute,
    // The projectors' source (platform/projectors.ts): every change, before and after.
    stream: StreamViewType[TABLE.streamViewType],
    deletionProtection: true,
    removalPolicy: RemovalPolicy.RETAIN,
  });
  for (const index of TABLE.globalIndexes) {
    table.addGlobalSecondaryIndex({
      indexName: index.name,
      partitionKey: { name: index.partitionKey, type: AttributeType.STRING },
      sortKey: { name: index.sortKey, type: AttributeType.STRING },
      projectionType: ProjectionType.ALL,
    });
  }
  return table;
};
