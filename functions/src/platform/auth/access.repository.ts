import { isTeamRole, type TeamRole } from '@salesflow/shared/auth/roles';
import { db, tableName } from '../data/dynamo-client';
import { GetCommand } from '../data/dynamo-commands';
import { membershipKey } from './identity.entity';

/** The caller's active role in an organization, or null when they are not an active member. */
export const findActiveRole = async (
  organizationId: string,
  userId: string,
): Promise<TeamRole | null> => {
  const { Item } = await db().send(
    new GetCommand({
      TableName: tableName(),
      Key: membershipKey(organizationId, userId),
      ProjectionExpression: '#role, #status',
      ExpressionAttributeNames: { '#role': 'role', '#status': 'status' },
    }),
  );
  return Item?.status === 'active' && isTeamRole(Item.role) ? Item.role : null;
};
