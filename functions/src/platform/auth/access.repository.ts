import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { isTeamRole, type TeamRole } from '@salesflow/shared/auth/roles';
import type { RecordVisibility } from '@salesflow/shared/teams/team-settings.schema';
import { db, tableName } from '../data/dynamo-client';
import {
  membershipKey,
  organizationKey,
  RECORD_VISIBILITY_ATTRIBUTE,
  userKey,
} from './identity.entity';

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

/**
 * Who members of the organization may see (its Team settings): `all` unless it chose `own`. Read
 * with the role on each request, so a change takes effect at once.
 */
export const findRecordVisibility = async (organizationId: string): Promise<RecordVisibility> => {
  const { Item } = await db().send(
    new GetCommand({
      TableName: tableName(),
      Key: organizationKey(organizationId),
      ProjectionExpression: '#v',
      ExpressionAttributeNames: { '#v': RECORD_VISIBILITY_ATTRIBUTE },
    }),
  );
  return Item?.[RECORD_VISIBILITY_ATTRIBUTE] === 'own' ? 'own' : 'all';
};

export const findUserEmail = async (userId: string): Promise<string | null> => {
  const { Item } = await db().send(
    new GetCommand({ TableName: tableName(), Key: userKey(userId), ProjectionExpression: 'email' }),
  );
  return typeof Item?.email === 'string' ? Item.email : null;
};
