import { DeleteCommand } from '@aws-sdk/lib-dynamodb';
import { trashKey } from '@salesflow/functions/modules/contacts/contact-trash.entity';
import { settleProjections } from './projections';
import { testTable } from './table';

/**
 * A deleted contact's 30 days in the trash end now: its trash item is removed as the table's TTL
 * would remove it, and the stream's projections are let settle, so what waited for it (its deals,
 * timeline, lead assignments) goes.
 */
export const endTrashDays = async (organizationId: string, contactId: string): Promise<void> => {
  const table = testTable();
  await settleProjections();
  await table.client.send(
    new DeleteCommand({
      TableName: table.name,
      Key: trashKey(organizationId, contactId),
      ConditionExpression: 'attribute_exists(pk)',
    }),
  );
};
