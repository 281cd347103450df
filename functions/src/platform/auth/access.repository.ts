import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { isTeamRole, type TeamRole } from '@salesflow/shared/auth/roles';
import type { RecordVisibility } from '@salesflow/shared/teams/team-settings.schema';
import { db, tableName } from '../data/dynamo-client';
import {
  ACCESS_BLOCK_ATTRIBUTE,
  type AccessBlock,
  FIRST_RECORD_ATTRIBUTE,
  membershipKey,
  OPERATOR_SUSPENSION_ATTRIBUTE,
  organizationKey,
  RECORD_VISIBILITY_ATTRIBUTE,
  TRIAL_ENDS_ATTRIBUTE,
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

export interface OrganizationAccess {
  visibility: RecordVisibility;
  trialEndsAt: string | null;
  block: AccessBlock | null;
  /** Suspended by a platform operator: nobody may use it. */
  suspendedByOperator: boolean;
  /** It holds records already (its first-record mark): new ones need not mark it again. */
  hasRecords: boolean;
}

/**
 * Who members of the organization may see (its Team settings: `all` unless it chose `own`) and
 * whether it is read-only now (its plan), and whether it holds records yet, in one read with the
 * role on each request, so a change takes effect at once.
 */
export const findOrganizationAccess = async (
  organizationId: string,
): Promise<OrganizationAccess> => {
  const { Item } = await db().send(
    new GetCommand({
      TableName: tableName(),
      Key: organizationKey(organizationId),
      ProjectionExpression: '#v, #t, #b, #s, #f',
      ExpressionAttributeNames: {
        '#v': RECORD_VISIBILITY_ATTRIBUTE,
        '#t': TRIAL_ENDS_ATTRIBUTE,
        '#b': ACCESS_BLOCK_ATTRIBUTE,
        '#s': OPERATOR_SUSPENSION_ATTRIBUTE,
        '#f': FIRST_RECORD_ATTRIBUTE,
      },
    }),
  );
  const block = Item?.[ACCESS_BLOCK_ATTRIBUTE];
  return {
    visibility: Item?.[RECORD_VISIBILITY_ATTRIBUTE] === 'own' ? 'own' : 'all',
    trialEndsAt:
      typeof Item?.[TRIAL_ENDS_ATTRIBUTE] === 'string' ? Item[TRIAL_ENDS_ATTRIBUTE] : null,
    block: block === 'suspended' || block === 'closed' ? block : null,
    suspendedByOperator: Boolean(Item?.[OPERATOR_SUSPENSION_ATTRIBUTE]),
    hasRecords: typeof Item?.[FIRST_RECORD_ATTRIBUTE] === 'string',
  };
};

export const findRecordVisibility = async (organizationId: string): Promise<RecordVisibility> =>
  (await findOrganizationAccess(organizationId)).visibility;
